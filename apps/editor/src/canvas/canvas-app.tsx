import type { OperationInput, Site } from "@ilha/core";
import { RenderModeProvider, renderModeFor, SitePage, VIEWS } from "@ilha/sections";
import { createEditKit } from "@ilha/sections/edit";
import { useEffect, useMemo } from "react";
import { pageChoicesKey, pageOf } from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import { AddSectionButton } from "./add-section-button.tsx";
import type { CanvasBridge } from "./canvas-bridge.ts";
import styles from "./canvas-chrome.module.css";
import { CanvasBridgeProvider } from "./canvas-context.tsx";
import { handleCanvasKey } from "./canvas-keys.ts";
import { CanvasLinkPicker } from "./canvas-link-picker.tsx";
import { consentBannerControl } from "./consent-banner-control.ts";
import { keepSelectionInPlace } from "./keep-selection-in-place.ts";
import { SectionDropZone } from "./section-drag.tsx";
import { SectionFrame } from "./section-frame.tsx";
import { SectionWindowProvider, useSectionWindow } from "./section-window-context.tsx";
import { useGrowingPage } from "./use-growing-page.ts";

/**
 * Texts are reported after a pause in typing as well as on leaving them: a pause closes a step.
 * A link's address is picked among the site's pages and sections, or typed.
 */
const EDIT_KIT = { ...createEditKit({ isInteractive: true }), LinkPicker: CanvasLinkPicker };

/**
 * The parts of the site every section reads through the render mode (theme, settings, the
 * language's shared parts, the pages offered as link targets). A text typed in one section
 * changes none of them, so the render mode stays the same object and only that section renders.
 */
function siteShellOf(site: Site, language: string) {
  const content = site.content[language];
  return [
    site.theme,
    site.settings,
    site.languages,
    site.plan,
    site.name,
    content?.headerLinks,
    content?.footerLinks,
    content?.extraLinksLabel,
    content?.consent,
    content?.messengers,
    content?.privacyPolicy,
    pageChoicesKey(site, language),
  ];
}

export function CanvasApp({ bridge }: { bridge: CanvasBridge }) {
  const site = useStore(bridge.document, (state) => state.site);
  const language = useStore(bridge.view, (state) => state.language);
  const pagePath = useStore(bridge.view, (state) => state.pagePath);
  const isPreview = useStore(bridge.view, (state) => state.isPreview);
  const page = pageOf(site, language, pagePath) ?? site.content[language]?.pages[0];
  const { shown, isWhole } = useGrowingPage({ page, language, view: bridge.view });
  const sectionWindow = useSectionWindow(page, language);
  const shell = siteShellOf(site, language);
  const consentBanner = useMemo(() => consentBannerControl(bridge.view), [bridge]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shell` lists what the render mode reads of `site`.
  const renderMode = useMemo(
    () => ({
      ...renderModeFor({
        site,
        language,
        pagePath: page?.path ?? pagePath,
        mode: isPreview ? "view" : "edit",
        siteBase: bridge.assetBase,
        isPreview: true,
        editKit: EDIT_KIT,
        onEdit: (operations: OperationInput[]) => bridge.edit(operations),
      }),
      pickImage: isPreview ? undefined : bridge.pickImage,
      consentBanner,
      isInEditor: true,
    }),
    [...shell, language, page?.path, pagePath, isPreview, bridge, consentBanner],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => handleCanvasKey(bridge, event);
    // Typing is an edit on its way: shown as not saved until the text is reported. Set only when
    // it changes: each change runs every selector on the document (once per key otherwise).
    const setTyping = (isTyping: boolean) => {
      if (bridge.document.getState().isTyping !== isTyping) bridge.document.setState({ isTyping });
    };
    const onInput = () => setTyping(true);
    const onLeave = () => setTyping(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("input", onInput, true);
    // After the text's own blur handler (React's, below the document) has reported it.
    document.addEventListener("focusout", onLeave);
    document.documentElement.lang = language;
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("focusout", onLeave);
    };
  }, [bridge, language]);

  useEffect(() => keepSelectionInPlace(bridge), [bridge]);

  useEffect(() => {
    if (isWhole) document.documentElement.dataset.canvasReady = page?.path ?? "";
  }, [page?.path, isWhole]);

  if (shown === undefined) return null;
  return (
    <CanvasBridgeProvider bridge={bridge}>
      <RenderModeProvider value={renderMode}>
        <SectionWindowProvider sectionWindow={sectionWindow}>
          {!isPreview && <div className={styles.strip} />}
          <SectionDropZone>
            <SitePage page={shown} views={VIEWS} frame={isPreview ? undefined : SectionFrame}>
              {!isPreview && isWhole && <AddSectionButton />}
            </SitePage>
          </SectionDropZone>
        </SectionWindowProvider>
      </RenderModeProvider>
    </CanvasBridgeProvider>
  );
}
