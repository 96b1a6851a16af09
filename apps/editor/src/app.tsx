import { useCallback, useEffect, useState } from "react";
import { keptSites, useSites } from "./api/use-sites.ts";
import { AcceptInvite } from "./screens/accept-invite.tsx";
import { Dashboard } from "./screens/dashboard.tsx";
import { inviteIn } from "./screens/invite-link.ts";
import { SignIn } from "./screens/sign-in.tsx";
import { SiteEditor } from "./screens/site-editor.tsx";
import { useSession } from "./screens/use-session.ts";
import { EDITOR_TEXT as T } from "./shell/ui-text.ts";

/** The site the address names (`/?site=…`): the editor opens it; none is the dashboard. */
function siteInAddress(): string | undefined {
  return new URLSearchParams(window.location.search).get("site") ?? undefined;
}

/**
 * Sign in, or the signed-in owner's dashboard and site editor; the session survives a reload. An
 * invitation's link (`/invite#…`) is accepted once its person has signed in.
 */
export function App() {
  const { token, isUserKnown, signedIn, signOut, sessionEnded } = useSession();
  const [siteId, setSiteId] = useState(siteInAddress);
  const [invite, setInvite] = useState(() => inviteIn(window.location));
  useEffect(() => {
    const onPop = () => setSiteId(siteInAddress());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const open = useCallback((id: string | undefined) => {
    window.history.pushState(null, "", id === undefined ? "/" : `/?site=${encodeURIComponent(id)}`);
    setSiteId(id);
  }, []);
  const leaveInvite = useCallback(() => {
    window.history.replaceState(null, "", "/");
    setInvite(undefined);
    setSiteId(undefined);
  }, []);
  if (token === undefined) {
    const notice = invite === undefined ? undefined : T.sharing.acceptSignIn;
    return <SignIn onSignedIn={signedIn} notice={notice} />;
  }
  if (!isUserKnown) return <p role="status">{T.loadingAccount}</p>;
  if (invite !== undefined) {
    return <AcceptInvite invite={invite} onDone={leaveInvite} onSessionEnded={sessionEnded} />;
  }
  if (siteId !== undefined) {
    return (
      <OpenSite siteId={siteId} onExit={() => open(undefined)} onSessionEnded={sessionEnded} />
    );
  }
  return <Dashboard onOpen={open} onSignOut={signOut} onSessionEnded={sessionEnded} />;
}

/** The editor of a site of the owner's list (their own, or shared with them). */
function OpenSite({
  siteId,
  onExit,
  onSessionEnded,
}: {
  siteId: string;
  onExit: () => void;
  onSessionEnded: () => void;
}) {
  const sites = useSites();
  // Offline, the list this browser last read still opens the site (with the edits it kept).
  const site = (sites.data ?? (sites.isError ? keptSites() : undefined))?.find(
    (item) => item.id === siteId,
  );
  useEffect(() => {
    document.title = site === undefined ? T.product : `${site.name} · ${T.product}`;
  }, [site]);
  if (sites.isPending) return <p role="status">{T.loadingSite}</p>;
  if (site === undefined) {
    return (
      <p role="alert">
        {sites.error?.message ?? T.somethingWrong} <a href="/">{T.backToSites}</a>
      </p>
    );
  }
  return (
    <SiteEditor
      siteId={site.id}
      isShared={site.role === "collaborator"}
      liveUrl={site.liveUrl}
      onExit={onExit}
      onSessionEnded={onSessionEnded}
    />
  );
}
