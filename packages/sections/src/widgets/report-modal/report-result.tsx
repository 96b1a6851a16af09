import { UI_TEXT } from "@ilha/core";
import { Icon } from "../../primitives/icon/icon.tsx";
import styles from "./report-result.module.css";
import type { ReportOutcome } from "./send-report.ts";

const RESULTS = {
  sent: { title: UI_TEXT.report.success, icon: "check-circle", tone: styles.success },
  forbidden: { title: UI_TEXT.report.forbiddenTitle, icon: "warning", tone: styles.warning },
  failed: { title: UI_TEXT.report.errorTitle, icon: "error", tone: styles.error },
} as const;

/**
 * The title of the modal that follows a report (spec §2, §8): "Information has been successfully
 * sent", or on a 403 "Thanks for the report!" with a warning icon, or else "Something went wrong"
 * with an error icon.
 */
export function ReportResultTitle({ outcome }: { outcome: ReportOutcome }) {
  const result = RESULTS[outcome.kind];
  return (
    <span className={styles.title}>
      <Icon name={result.icon} size="large" className={`${styles.icon} ${result.tone}`} />
      <span lang="en">{result.title}</span>
    </span>
  );
}

/** The failure's message (the server's, or "Please refresh page to load data"); none on success. */
export function ReportResultMessage({ outcome }: { outcome: ReportOutcome }) {
  if (outcome.kind === "sent") return null;
  return <p className={styles.message}>{outcome.message}</p>;
}
