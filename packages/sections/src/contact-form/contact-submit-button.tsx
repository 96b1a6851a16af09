import { Icon } from "../primitives/icon/icon.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { useEditKit } from "../render-mode.tsx";
import { useLabels } from "../use-labels.ts";
import styles from "./contact-form.module.css";
import type { ContactFormPhase } from "./use-contact-form.ts";

/**
 * The form's submit button: the section's button text while idle, "Sending…" while the request is
 * pending (further submits are ignored), then a check icon with "Sent" until the fields reset.
 * After a failed send (`hasFailed`, only when the site shows form errors) the idle button carries
 * a warning icon. A visually hidden status line announces the sent or failed state.
 */
export function ContactSubmitButton({
  buttonText,
  phase,
  hasFailed = false,
}: {
  buttonText: string;
  phase: ContactFormPhase;
  hasFailed?: boolean;
}) {
  const labels = useLabels();
  const isEditing = useEditKit() !== undefined;
  const isBusy = phase !== "idle";
  const showsFailure = hasFailed && phase === "idle";
  if (isEditing) {
    return (
      <span className={styles.submit}>
        <InlineText as="span" value={buttonText} field={["buttonText"]} />
      </span>
    );
  }
  return (
    <>
      <button
        type="submit"
        className={`${styles.submit} ${phase === "sent" ? styles.sent : ""} ${showsFailure ? styles.failed : ""}`}
        aria-disabled={isBusy ? true : undefined}
        data-phase={phase === "idle" ? (showsFailure ? "failed" : undefined) : phase}
      >
        {phase === "idle" && (
          <>
            {showsFailure && <Icon name="warning" size="small" />}
            <InlineText as="span" value={buttonText} field={["buttonText"]} />
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
        {phase === "sent" ? labels.sent : showsFailure ? labels.notSent : ""}
      </p>
    </>
  );
}
