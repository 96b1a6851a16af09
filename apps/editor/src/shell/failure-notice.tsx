import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { ErrorBoundary } from "react-error-boundary";
import buttons from "./buttons.module.css";
import styles from "./failure-notice.module.css";
import { EDITOR_TEXT as T } from "./ui-text.ts";

/** Opens the editor again: the edits not yet saved come back from this device's store. */
function reloadEditor(): void {
  window.location.reload();
}

/**
 * What the owner sees where a part of the editor failed (a panel whose file could not be loaded,
 * as after Ilha was updated under an open tab, or a fault in it): what failed, that nothing is
 * lost, and a way on.
 */
function FailureNotice({
  title,
  onReload = reloadEditor,
}: {
  title: string;
  onReload?: () => void;
}) {
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.title}>{title}</p>
      <p>{T.editsKept}</p>
      <Button className={buttons.primary} onPress={onReload}>
        {T.reload}
      </Button>
    </div>
  );
}

/** Keeps a failure of `children` to their place, with `title` there instead of them. */
export function FailureBoundary({
  title,
  onReload,
  children,
}: {
  title: string;
  onReload?: () => void;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary fallback={<FailureNotice title={title} onReload={onReload} />}>
      {children}
    </ErrorBoundary>
  );
}
