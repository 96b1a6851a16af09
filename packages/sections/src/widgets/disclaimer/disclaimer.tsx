import { Icon } from "../../primitives/icon/icon.tsx";
import { useRenderMode } from "../../render-mode.tsx";
import { useLabels } from "../../use-labels.ts";
import styles from "./disclaimer.module.css";

/**
 * The fixed footer of free sites: made with Ilha, not operated by it, with a Report button.
 * Paid sites and previews do not show it.
 */
export function Disclaimer() {
  const { isPaid, isPreview } = useRenderMode();
  const labels = useLabels();
  if (isPaid || isPreview) return null;
  return (
    <aside className={styles.disclaimer} data-ilha-disclaimer="">
      <p className={styles.text}>{labels.disclaimer}</p>
      <button
        type="button"
        className={styles.report}
        aria-label={labels.reportAria}
        data-ilha-report=""
      >
        <Icon name="flag" size="small" />
        {labels.report}
      </button>
    </aside>
  );
}
