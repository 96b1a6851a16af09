import { UI_TEXT } from "@ilha/core";
import { useState } from "react";
import { Modal } from "../../primitives/modal/modal.tsx";
import { ReportForm } from "./report-form.tsx";
import { ReportResultMessage, ReportResultTitle } from "./report-result.tsx";
import type { ReportOutcome } from "./send-report.ts";

/**
 * The report flow (spec §4): the form opens at once; Cancel, the close icon, Escape or a click
 * outside close it. Once a report ends, the form closes and the success or message modal opens.
 * `onDone` is called when the last modal has closed (focus is back on the opener).
 */
export function ReportFlow({ onDone }: { onDone: () => void }) {
  const [isFormOpen, setIsFormOpen] = useState(true);
  const [outcome, setOutcome] = useState<ReportOutcome | undefined>(undefined);
  const [isResultOpen, setIsResultOpen] = useState(false);
  const closeForm = () => setIsFormOpen(false);
  return (
    <>
      <Modal
        isOpen={isFormOpen}
        onClose={closeForm}
        title={<span lang="en">{UI_TEXT.report.title}</span>}
        closeLabel={UI_TEXT.report.close}
        onClosed={() => (outcome === undefined ? onDone() : setIsResultOpen(true))}
      >
        <div lang="en">
          <ReportForm
            onCancel={closeForm}
            onFinished={(ended) => {
              setOutcome(ended);
              closeForm();
            }}
          />
        </div>
      </Modal>
      {outcome !== undefined && (
        <Modal
          isOpen={isResultOpen}
          onClose={() => setIsResultOpen(false)}
          title={<ReportResultTitle outcome={outcome} />}
          closeLabel={UI_TEXT.report.close}
          onClosed={onDone}
        >
          <div lang="en">
            <ReportResultMessage outcome={outcome} />
          </div>
        </Modal>
      )}
    </>
  );
}
