import { type ComponentType, useState } from "react";
import { Icon } from "../../primitives/icon/icon.tsx";
import { useRenderMode } from "../../render-mode.tsx";
import { useLabels } from "../../use-labels.ts";
import styles from "./disclaimer.module.css";

type ReportFlowView = ComponentType<{ onDone: () => void }>;

/** The report flow is its own chunk: few visitors open it, every page shows the button. */
function loadReportFlow(): Promise<ReportFlowView> {
  return import("../report-modal/report-flow.tsx").then((module) => module.ReportFlow);
}

/** Whether the page shows the disclaimer: free sites do, paid sites and previews do not. */
export function useIsDisclaimerShown(): boolean {
  const { isPaid, isPreview } = useRenderMode();
  return !isPaid && !isPreview;
}

/**
 * The fixed footer of free sites: made with Ilha, not operated by it, with a Report button that
 * opens the report flow once the page is hydrated (the flow renders only while open, so the
 * server's markup stays as it is). Paid sites and previews do not show it.
 */
export function Disclaimer() {
  const isShown = useIsDisclaimerShown();
  const labels = useLabels();
  const [ReportFlow, setReportFlow] = useState<ReportFlowView | undefined>(undefined);
  const [isReporting, setIsReporting] = useState(false);
  if (!isShown) return null;
  const openReport = () => {
    loadReportFlow().then(
      (flow) => {
        setReportFlow(() => flow);
        setIsReporting(true);
      },
      (error: unknown) => console.error("The report form could not be loaded:", error),
    );
  };
  const prefetch = () => void loadReportFlow().catch(() => undefined);
  return (
    <>
      <aside className={styles.disclaimer} data-ilha-disclaimer="">
        <p className={styles.text}>{labels.disclaimer}</p>
        <button
          type="button"
          className={styles.report}
          aria-label={labels.reportAria}
          aria-haspopup="dialog"
          data-ilha-report=""
          onClick={openReport}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <Icon name="flag" size="small" />
          {labels.report}
        </button>
      </aside>
      {isReporting && ReportFlow !== undefined && (
        <ReportFlow onDone={() => setIsReporting(false)} />
      )}
    </>
  );
}
