import { useMutation } from "@tanstack/react-query";
import { Button } from "react-aria-components";
import { inboxApi } from "../../api/client.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./inbox.module.css";
import { offerFile } from "../../shell/offer-file.ts";

/** The name of the export when the server gives none (it names it `{slug}-messages.csv`). */
const FALLBACK_FILE_NAME = "messages.csv";

/** "Export CSV": every message of the site as a CSV file, downloaded with the owner's token. */
export function ExportCsvButton({
  siteId,
  announce,
}: {
  siteId: string;
  announce: (message: string) => void;
}) {
  const exportCsv = useMutation({
    mutationFn: () => inboxApi.csv(siteId),
    onSuccess: ({ file, fileName }) => {
      offerFile(file, fileName ?? FALLBACK_FILE_NAME);
      announce(T.inbox.exported);
    },
  });
  return (
    <>
      <Button
        className={buttons.secondary}
        isDisabled={exportCsv.isPending}
        onPress={() => exportCsv.mutate()}
      >
        {exportCsv.isPending ? T.inbox.exporting : T.inbox.exportCsv}
      </Button>
      {exportCsv.error !== null && (
        <p role="alert" className={styles.error}>
          {exportCsv.error.message}
        </p>
      )}
    </>
  );
}
