import { primaryLanguage } from "@ilha/core";
import type { ImageChoice, ImageRequest } from "@ilha/sections";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "react-aria-components";
import { siteUrl } from "../api/site-documents.ts";
import { BRIDGE_KEY, type CanvasBridge } from "../canvas/canvas-bridge.ts";
import { CanvasFrame } from "../canvas/canvas-frame.tsx";
import { historyKey } from "../canvas/canvas-keys.ts";
import type { EditorSession } from "../document/editor-session.ts";
import { insertSectionKind } from "../document/insert-section-kind.ts";
import { insertionPoint, pageOf } from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import type { SitePanel } from "../document/view-store.ts";
import { InboxBadge } from "../panels/inbox/inbox-badge.tsx";
import { MediaDialog } from "../panels/media/media-dialog.tsx";
import { type PublishActions, PublishControls } from "../panels/publish/publish-controls.tsx";
import { SITE_PANEL_VIEWS } from "../panels/site-panels.tsx";
import { SectionLibraryHost } from "../sections-ui/section-library-host.tsx";
import { SettingsPanel } from "../sections-ui/settings-panel.tsx";
import { useAnnouncer } from "../shell/announcer.tsx";
import buttons from "../shell/buttons.module.css";
import { EditorCommands } from "../shell/editor-commands-host.tsx";
import { FailureBoundary } from "../shell/failure-notice.tsx";
import { PanelRail } from "../shell/panel-rail.tsx";
import { SidePanel } from "../shell/side-panel.tsx";
import styles from "../shell/site-editor.module.css";
import { focusShellStart, TopBar } from "../shell/top-bar.tsx";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { UndoNotice } from "../shell/undo-notice.tsx";
import type { ShortcutHandler } from "../shell/use-editor-shortcuts.ts";

type ImageAsk = { request: ImageRequest; resolve: (choice: ImageChoice | undefined) => void };

/** The editor of an open site: its top bar, the canvas, the side panels, and its dialogs. */
export function EditorLayout({
  session,
  siteId,
  isShared,
  liveUrl,
  onExit,
}: {
  session: EditorSession;
  siteId: string;
  isShared: boolean;
  liveUrl: string;
  onExit: () => void;
}) {
  const { announce, region } = useAnnouncer();
  const [imageAsk, setImageAsk] = useState<ImageAsk | undefined>();
  const { document, view } = session;
  const language = useStore(view, (state) => state.language);
  const pagePath = useStore(view, (state) => state.pagePath);
  const isPreview = useStore(view, (state) => state.isPreview);
  const panel = useStore(view, (state) => state.panel);
  const settingsId = useStore(view, (state) => state.settingsId);
  // Only what the shell shows of the document: an edit to a section renders the canvas, not this.
  const pageInView = () => pageOf(document.getState().site, language, pagePath);
  const pageTitle =
    useStore(document, (state) => pageOf(state.site, language, pagePath)?.meta.title) ?? pagePath;
  const offeredPanels = useMemo(
    () =>
      new Set(
        (Object.keys(SITE_PANEL_VIEWS) as SitePanel[]).filter(
          (name) => !(isShared && SITE_PANEL_VIEWS[name]?.isOwnerOnly),
        ),
      ),
    [isShared],
  );
  // One column beside the canvas at a time: a site panel, a section's settings or the library.
  const openSitePanel = useCallback(
    (name: SitePanel | undefined) =>
      view.setState({ panel: name, settingsId: undefined, library: undefined }),
    [view],
  );
  const openSettings = useCallback(
    (sectionId: string | undefined) =>
      view.setState({ panel: undefined, settingsId: sectionId, library: undefined }),
    [view],
  );
  const openLibrary = useCallback(
    (beforeId: string | null) =>
      view.setState((state) => ({
        panel: undefined,
        settingsId: undefined,
        library: { beforeId, request: (state.library?.request ?? 0) + 1 },
      })),
    [view],
  );
  const isLibraryOpen = useStore(view, (state) => state.library !== undefined);
  const closeSitePanel = () => {
    const closed = view.getState().panel;
    view.setState({ panel: undefined });
    window.document.querySelector<HTMLElement>(`[data-panel-button="${closed}"]`)?.focus();
  };
  const SitePanelView = panel === undefined ? undefined : SITE_PANEL_VIEWS[panel]?.View;

  // The language or page in view went (removed here, by an undo, or by a collaborator): the
  // primary language's home page takes its place.
  const isLanguageGone = useStore(document, (state) => state.site.content[language] === undefined);
  const isPageGone = useStore(
    document,
    (state) =>
      state.site.content[language] !== undefined &&
      pageOf(state.site, language, pagePath) === undefined,
  );
  useEffect(() => {
    if (isLanguageGone) {
      const primary = primaryLanguage(document.getState().site).lang.code;
      view.setState({ language: primary, pagePath: "/" });
    } else if (isPageGone) {
      view.setState({ pagePath: "/", selectedId: undefined });
    }
  }, [isLanguageGone, isPageGone, document, view]);

  // The palette's and the shortcut list's keys pressed inside the canvas reach the shell here.
  const canvasShortcuts = useRef<ShortcutHandler>(() => false);
  const publishActions = useRef<PublishActions>(null);
  const addSection = () => openLibrary(insertionPoint(pageInView(), view.getState().selectedId));

  const undo = useCallback(
    () => announce(session.undo() ? T.undone : T.nothingToUndo),
    [session, announce],
  );
  const redo = useCallback(
    () => announce(session.redo() ? T.redone : T.nothingToRedo),
    [session, announce],
  );

  // Ctrl/⌘+S and the palette's "Save now": what is pending goes now. The save status (a live
  // region) tells each change; when nothing changed (all was saved already), it is said here.
  const saveNow = useCallback(() => {
    const before = document.getState().save;
    void session.sync.flush().then(() => {
      const { save } = document.getState();
      if (save === before) announce(T.saveStates[save]);
    });
  }, [session, document, announce]);

  const bridge = useMemo<CanvasBridge>(
    () => ({
      document,
      view,
      edit: session.edit,
      undo,
      redo,
      pickImage: (request) =>
        new Promise((resolve) => {
          setImageAsk({ request, resolve });
        }),
      assetBase: `${siteUrl(siteId)}/draft`,
      announce,
      openSettings,
      openLibrary,
      focusShell: focusShellStart,
      onShortcut: (event) => canvasShortcuts.current(event),
    }),
    [document, view, session, siteId, announce, undo, redo, openSettings, openLibrary],
  );
  (window as unknown as Record<string, CanvasBridge>)[BRIDGE_KEY] = bridge;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const direction = historyKey(event);
      const target = event.target as HTMLElement | null;
      const isField = target !== null && ["INPUT", "TEXTAREA"].includes(target.tagName);
      if (direction === undefined || isField) return;
      event.preventDefault();
      bridge[direction]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [bridge]);

  useEffect(() => {
    // Leaving with edits not yet saved asks first (they are kept on this device either way).
    const onLeave = (event: BeforeUnloadEvent) => {
      const state = document.getState();
      if (state.pending.length > 0 || state.isTyping) event.preventDefault();
    };
    window.addEventListener("beforeunload", onLeave);
    return () => window.removeEventListener("beforeunload", onLeave);
  }, [document]);

  const chooseImage = (choice: ImageChoice | undefined) => {
    imageAsk?.resolve(choice);
    setImageAsk(undefined);
  };

  return (
    <div className={styles.editor}>
      <TopBar
        session={session}
        isShared={isShared}
        onExit={onExit}
        onUndo={undo}
        onRedo={redo}
        onAddSection={addSection}
        inbox={
          !isShared && (
            <Button className={buttons.quiet} onPress={() => openSitePanel("inbox")}>
              {T.panelNames.inbox}
              <InboxBadge siteId={siteId} isShared={isShared} />
            </Button>
          )
        }
        actions={
          <PublishControls
            ref={publishActions}
            session={session}
            siteId={siteId}
            isShared={isShared}
            liveUrl={liveUrl}
            announce={announce}
          />
        }
      />
      <div className={styles.workspace}>
        {offeredPanels.size > 0 && (
          <PanelRail view={view} offered={offeredPanels} onOpen={openSitePanel} />
        )}
        <main className={styles.main} aria-label={T.canvasTitle(pageTitle)}>
          <CanvasFrame view={view} pageTitle={pageTitle} />
          <UndoNotice view={view} document={document} onUndo={undo} />
        </main>
        {settingsId !== undefined && !isPreview && (
          <SettingsPanel
            session={session}
            sectionId={settingsId}
            onClose={() =>
              view.setState((state) => ({ settingsId: undefined, focusId: state.settingsId }))
            }
          />
        )}
        {settingsId === undefined && panel !== undefined && SitePanelView !== undefined && (
          <SidePanel title={T.panelNames[panel]} focusKey={panel} onClose={closeSitePanel}>
            <FailureBoundary key={panel} title={T.panelFailed}>
              <Suspense fallback={<p role="status">{T.loadingPanel}</p>}>
                <SitePanelView
                  session={session}
                  siteId={siteId}
                  isShared={isShared}
                  announce={announce}
                />
              </Suspense>
            </FailureBoundary>
          </SidePanel>
        )}
        {settingsId === undefined && panel === undefined && isLibraryOpen && !isPreview && (
          <SectionLibraryHost session={session} announce={announce} />
        )}
      </div>
      {imageAsk !== undefined && (
        <MediaDialog
          siteId={siteId}
          isShared={isShared}
          request={imageAsk.request}
          onChoose={chooseImage}
        />
      )}
      <EditorCommands
        session={session}
        offeredPanels={offeredPanels}
        canvasShortcuts={canvasShortcuts}
        onUndo={undo}
        onRedo={redo}
        onSave={saveNow}
        onAddSection={addSection}
        onInsertSection={(type) => insertSectionKind({ session, type, announce })}
        onOpenPanel={openSitePanel}
        onExit={onExit}
        onPublish={() => publishActions.current?.publish()}
        onOpenVersions={() => publishActions.current?.openVersions()}
      />
      {region}
    </div>
  );
}
