import { IlhaError } from "@ilha/core";
import { useEffect } from "react";
import { Button } from "react-aria-components";
import type { SiteSummary } from "../api/client.ts";
import { useSites } from "../api/use-sites.ts";
import { LiveSiteLink } from "../panels/publish/live-site-link.tsx";
import { publishState } from "../panels/publish/publish-state.ts";
import buttons from "../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import styles from "./dashboard.module.css";
import { DeleteSiteDialog } from "./delete-site-dialog.tsx";
import { NewSiteDialog } from "./new-site-dialog.tsx";
import { RenameSiteDialog } from "./rename-site-dialog.tsx";
import { SignOutButton } from "./sign-out-button.tsx";
import { useKeptEdits } from "./use-kept-edits.ts";

/** When a site last changed, in the owner's words ("24 Nov 2026, 19:30"). */
function changedAt(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** "Published 24 Nov 2026, 19:30", then, apart, whether the draft changed since. */
function PublishedLine({ site }: { site: SiteSummary }) {
  const when = site.livePublishedAt ?? undefined;
  const state = publishState({
    draftVersion: site.version,
    hasPendingEdits: false,
    live: { draftVersion: site.liveDraftVersion ?? null },
    hasVersions: true,
  });
  return (
    <>
      <span className={styles.published}>
        {when === undefined ? T.published : T.publishedAt(changedAt(when))}
      </span>
      {state === "changed" && <span className={styles.changed}>{T.unpublishedChanges}</span>}
    </>
  );
}

function SiteCard({
  site,
  hasKeptEdits,
  onOpen,
}: {
  site: SiteSummary;
  /** This browser keeps edits of the site the server does not have yet (made offline). */
  hasKeptEdits: boolean;
  onOpen: (id: string) => void;
}) {
  const isPublished = site.liveVersion !== null;
  return (
    <li className={styles.site}>
      <div className={styles.siteText}>
        <h2 className={styles.siteName}>{site.name}</h2>
        <p className={styles.meta}>
          {isPublished ? (
            <PublishedLine site={site} />
          ) : (
            <span className={styles.draft}>
              {site.lastPublishedAt === null
                ? T.draft
                : T.unpublishedSince(changedAt(site.lastPublishedAt))}
            </span>
          )}
          {site.role === "collaborator" && <span>{T.sharedWithYou}</span>}
          <span>{T.updated(changedAt(site.updatedAt))}</span>
          {hasKeptEdits && <span className={styles.kept}>{T.keptEdits}</span>}
        </p>
        <p className={styles.address}>{site.liveUrl}</p>
      </div>
      <div className={styles.actions}>
        <Button
          className={buttons.primary}
          onPress={() => onOpen(site.id)}
          aria-label={T.editSite(site.name)}
        >
          {T.edit}
        </Button>
        {isPublished && <LiveSiteLink liveUrl={site.liveUrl} className={buttons.secondary} />}
        {site.role === "owner" && <RenameSiteDialog site={site} />}
        {site.role === "owner" && <DeleteSiteDialog site={site} />}
      </div>
    </li>
  );
}

/** The owner's sites and those shared with them; create, rename, delete, open the live site. */
export function Dashboard({
  onOpen,
  onSignOut,
  onSessionEnded,
}: {
  onOpen: (id: string) => void;
  onSignOut: () => void;
  onSessionEnded: () => void;
}) {
  const sites = useSites();
  const kept = useKeptEdits(sites.data);
  const isSessionOver = sites.error instanceof IlhaError && sites.error.status === 401;
  useEffect(() => {
    if (isSessionOver) onSessionEnded();
  }, [isSessionOver, onSessionEnded]);
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <span className={styles.brand}>{T.product}</span>
        <SignOutButton onSignOut={onSignOut} />
      </header>
      <main className={styles.main}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{T.yourSites}</h1>
          <NewSiteDialog onCreated={onOpen} />
        </div>
        {sites.isPending && <p role="status">{T.loadingSites}</p>}
        {sites.error !== null && !isSessionOver && (
          <p role="alert" className={styles.error}>
            {sites.error.message}
          </p>
        )}
        {sites.data !== undefined && sites.data.length === 0 && <p>{T.noSites}</p>}
        {sites.data !== undefined && sites.data.length > 0 && (
          <ul className={styles.sites}>
            {sites.data.map((site) => (
              <SiteCard
                key={site.id}
                site={site}
                hasKeptEdits={kept.has(site.id)}
                onOpen={onOpen}
              />
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
