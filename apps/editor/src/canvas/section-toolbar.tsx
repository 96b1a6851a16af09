import type { Component } from "@ilha/core";
import { colorMode, orientation } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import { useLayoutEffect } from "react";
import { pageOf } from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import styles from "./canvas-chrome.module.css";
import { useBridge } from "./canvas-context.tsx";
import { isTopSection, sectionPosition } from "./section-position.ts";
import { foldStrip } from "./toolbar-strip.ts";
import type { useSectionActions } from "./use-section-actions.ts";

type Actions = ReturnType<typeof useSectionActions>;

/** The selected section's tools: move, duplicate, delete, colour mode, orientation, settings, add. */
export function SectionToolbar({ component, actions }: { component: Component; actions: Actions }) {
  const bridge = useBridge();
  const place = useStore(bridge.document, (state) => {
    const { language, pagePath } = bridge.view.getState();
    const { position, count } = sectionPosition(state.site, {
      language,
      pagePath,
      sectionId: component.id,
    });
    return `${position}/${count}`;
  });
  // The page's top section has the canvas's strip above it, folded while its own room shows.
  const isTop = useStore(bridge.document, (state) => {
    const { language, pagePath } = bridge.view.getState();
    return isTopSection(state.site, { language, pagePath, sectionId: component.id });
  });
  useLayoutEffect(() => {
    if (isTop) return foldStrip(document);
  }, [isTop]);
  const [position = 0, count = 0] = place.split("/").map(Number);
  const isBody = position > 0;
  const id = component.id;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={T.sectionTools(actions.label)}>
      {isBody && (
        <div className={styles.cluster}>
          <button
            type="button"
            className={styles.tool}
            disabled={position <= 1}
            onClick={() => actions.move(-1)}
          >
            <span aria-hidden="true">↑</span> {T.moveUp}
          </button>
          <button
            type="button"
            className={styles.tool}
            disabled={position >= count}
            onClick={() => actions.move(1)}
          >
            <span aria-hidden="true">↓</span> {T.moveDown}
          </button>
          <button type="button" className={styles.tool} onClick={actions.duplicate}>
            {T.duplicate}
          </button>
        </div>
      )}
      <LookChoice
        label={T.colorMode}
        options={colorMode.options}
        value={component.colorMode}
        names={T.colorModes}
        onChoose={(mode) => actions.setLook({ colorMode: mode })}
      />
      {CONFIGS[component.type].isMirrored && (
        <LookChoice
          label={T.orientation}
          options={orientation.options}
          value={component.orientation}
          names={T.orientations}
          onChoose={(side) => actions.setLook({ orientation: side })}
        />
      )}
      <div className={styles.cluster}>
        <button type="button" className={styles.tool} onClick={() => bridge.openSettings(id)}>
          {T.settings}
        </button>
        <button
          type="button"
          className={styles.tool}
          onClick={() => bridge.openLibrary(nextId(bridge, id))}
        >
          {T.addSectionBelow}
        </button>
        <button
          type="button"
          className={`${styles.tool} ${styles.danger}`}
          onClick={actions.remove}
        >
          {T.remove}
        </button>
      </div>
    </div>
  );
}

/**
 * One of a section's looks (its colour mode, its orientation) as a group of pressed buttons: one
 * click sets it. Buttons rather than a select: Chromium's form autofill answers every change of a
 * select's value (the toolbar's appear with each new selection) with a task that reads the whole
 * page, about 10 ms on a page of 300 sections.
 */
function LookChoice<T extends string>({
  label,
  options,
  value,
  names,
  onChoose,
}: {
  label: string;
  options: readonly T[];
  value: T;
  names: Record<T, string>;
  onChoose: (option: T) => void;
}) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceName}>{label}</legend>
      <span className={styles.segments}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.segment}
            aria-pressed={option === value}
            onClick={() => option !== value && onChoose(option)}
          >
            {names[option]}
          </button>
        ))}
      </span>
    </fieldset>
  );
}

/** The id of the section after `id` on the page being edited: where "add below" inserts. */
function nextId(bridge: ReturnType<typeof useBridge>, id: string): string | null {
  const { site } = bridge.document.getState();
  const { language, pagePath } = bridge.view.getState();
  const components = pageOf(site, language, pagePath)?.components ?? [];
  const index = components.findIndex((component) => component.id === id);
  return components[index + 1]?.id ?? null;
}
