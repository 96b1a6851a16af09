import { Icon } from "../primitives/icon/icon.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { useEditKit } from "../render-mode.tsx";
import { useLabels } from "../use-labels.ts";
import styles from "./contact-form.module.css";
import type { ContactFormPhase } from "./use-contact-form.ts";

/**
 * The form's submit button: the section's button text while idle, "Sending…" while the request is
 * pending (further submits are ignored), then a check icon with "Sent" until the fields reset.
 * A visually hidden status line announces the sent state.
 */
export function ContactSubmitButton({
  buttonText,
  phase,
}: {
  buttonText: string;
  phase: ContactFormPhase;
}) {
  const labels = useLabels();
  const isEditing = useEditKit() !== undefined;
  const isBusy = phase !== "idle";
  if (isEditing) {
    return (
      <span className={styles.submit}>
        <InlineText as="span" value={buttonText} field={["buttonText"]} isRequired />
      </span>
    );
  }
  return (
    <>
      <button
        type="submit"
        className={`${styles.submit} ${phase === "sent" ? styles.sent : ""}`}
        aria-disabled={isBusy ? true : undefined}
        data-phase={phase === "idle" ? undefined : phase}
      >
        {phase === "idle" && (
          <>
            <InlineText as="span" value={buttonText} field={["buttonText"]} isRequired />
            {!isEditing && buttonText.trim() === "" && labels.send}
          </>
        )}
        {phase === "submitting" && labels.sending}
        {phase === "sent" && (
          <>
            <Icon name="check" size="small" />
            {labels.sent}
          </>
        )}
      </button>
      <p className="ilha-visually-hidden" role="status">
        {phase === "sent" ? labels.sent : ""}
      </p>
    </>
  );
}
