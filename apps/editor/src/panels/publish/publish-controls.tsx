import type { Site } from "@ilha/core";
import { type Ref, useImperativeHandle, useState } from "react";
import { Button } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import { savedVersion } from "../../document/saved-version.ts";
import { useStoreAfterFrame } from "../../document/use-store.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { LiveSiteLink } from "./live-site-link.tsx";
import { PrepublishChecksDialog } from "./prepublish-checks-dialog.tsx";
import { type PrepublishProblem, prepublishProblems } from "./prepublish-problems.ts";
import { goToProblem } from "./problem-place.ts";
import styles from "./publish.module.css";
import { publishState } from "./publish-state.ts";
import { publishDraft } from "./publishing-api.ts";
import { publishingErrorMessage, usePublishingAction, useVersions } from "./use-publishing.ts";
import { VersionsDialog } from "./versions-dialog.tsx";

/** What the command palette asks of the publishing controls. */
export type PublishActions = { publish: () => void; openVersions: () => void };

/**
 * The top bar's publishing: whether the draft is published with no changes since, the live
 * site, the versions, and Publish. Publishing saves the pending edits first, then publishes the
 * version on screen (with `If-Match`, so it is that version or a clear refusal). When the checks
 * before publishing find what would hurt the site, they are listed first, to fix or publish anyway.
 */
export function PublishControls({
  session,
  siteId,
  isShared,
  liveUrl,
  announce,
  ref,
}: {
  session: EditorSession;
  siteId: string;
  isShared: boolean;
  liveUrl: string;
  announce: (message: string) => void;
  /** Publish and Versions for the command palette: the same as the buttons. */
  ref?: Ref<PublishActions>;
}) {
  const calls = { siteId, isShared };
  const versions = useVersions(calls);
  const draftVersion = useStoreAfterFrame(session.document, (state) => state.acknowledged.version);
  const hasPendingEdits = useStoreAfterFrame(session.document, (state) => state.pending.length > 0);
  const live = versions.data?.find((version) => version.isLive);
  const state =
    versions.data === undefined
      ? undefined
      : publishState({
          draftVersion,
          hasPendingEdits,
          live,
          hasVersions: versions.data.length > 0,
        });
  const publish = usePublishingAction(siteId, async () => {
    await publishDraft({ ...calls, draftVersion: await savedVersion(session) });
  });
  const error = publish.error ?? versions.error;
  const [checks, setChecks] = useState<{ site: Site; problems: PrepublishProblem[] }>();
  const publishNow = () => publish.mutate(undefined, { onSuccess: () => announce(T.publishedNow) });
  const checkThenPublish = () => {
    const site = session.document.getState().site;
    const problems = prepublishProblems(site);
    if (problems.length === 0) publishNow();
    else setChecks({ site, problems });
  };
  const [isVersionsOpen, setVersionsOpen] = useState(false);
  useImperativeHandle(ref, () => ({
    publish: () => {
      if (!publish.isPending) checkThenPublish();
    },
    openVersions: () => setVersionsOpen(true),
  }));
  return (
    <>
      {state !== undefined && (
        <span className={styles.state} data-publish-state={state}>
          {T.publishStates[state]}
        </span>
      )}
      {error !== null && (
        <span role="alert" className={styles.error}>
          {publishingErrorMessage(error)}
        </span>
      )}
      {live !== undefined && <LiveSiteLink liveUrl={liveUrl} />}
      <VersionsDialog
        {...calls}
        liveUrl={liveUrl}
        announce={announce}
        isOpen={isVersionsOpen}
        onOpenChange={setVersionsOpen}
      />
      {/* Never disabled while publishing (a disabled button drops the focus the checks' dialog
          gives back to it): a press then does nothing, and its label says why. */}
      <Button
        className={buttons.primary}
        onPress={() => {
          if (!publish.isPending) checkThenPublish();
        }}
      >
        {publish.isPending ? T.publishing : T.publish}
      </Button>
      {checks !== undefined && (
        <PrepublishChecksDialog
          site={checks.site}
          problems={checks.problems}
          onGoTo={(problem) => {
            setChecks(undefined);
            goToProblem(session.view, problem);
          }}
          onPublish={() => {
            setChecks(undefined);
            publishNow();
          }}
          onCancel={() => setChecks(undefined)}
        />
      )}
    </>
  );
}
