import { Button } from "react-aria-components";
import { useStore } from "../document/use-store.ts";
import { SITE_PANELS, type SitePanel, type ViewStore } from "../document/view-store.ts";
import styles from "./panel-rail.module.css";
import { EDITOR_TEXT as T } from "./ui-text.ts";

/** The site's panels, a button each, left of the canvas: a press opens one and closes another. */
export function PanelRail({
  view,
  offered,
  onOpen,
}: {
  view: ViewStore;
  offered: ReadonlySet<SitePanel>;
  onOpen: (panel: SitePanel | undefined) => void;
}) {
  const open = useStore(view, (state) => state.panel);
  return (
    <nav className={styles.rail} aria-label={T.sitePanels}>
      {SITE_PANELS.filter((panel) => offered.has(panel)).map((panel) => (
        <Button
          key={panel}
          className={styles.item}
          data-panel-button={panel}
          aria-pressed={open === panel}
          onPress={() => onOpen(open === panel ? undefined : panel)}
        >
          {T.panelNames[panel]}
        </Button>
      ))}
    </nav>
  );
}
