import type { SitePanelProps } from "../site-panels.tsx";
import styles from "./account.module.css";
import { NotificationAddress } from "./notification-address.tsx";
import { PasswordForm } from "./password-form.tsx";
import { SignOutEverywhere } from "./sign-out-everywhere.tsx";

/**
 * The signed-in person's account: their password and signing out everywhere; for the site's
 * owner also where the site's messages go and whether that address is confirmed.
 */
export function AccountPanel({ session, siteId, isShared, announce }: SitePanelProps) {
  return (
    <div className={styles.panel}>
      {!isShared && <NotificationAddress siteId={siteId} session={session} announce={announce} />}
      <PasswordForm announce={announce} />
      <SignOutEverywhere />
    </div>
  );
}
