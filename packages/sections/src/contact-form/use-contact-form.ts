import {
  type ContactErrors,
  type ContactField,
  type ContactFields,
  LIMITS,
  validateContactField,
  validateContactForm,
} from "@ilha/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useRenderMode } from "../render-mode.tsx";
import { request } from "../request/request.ts";
import { readCookieSettings } from "../widgets/cookie-consent/consent-storage.ts";
import type { ContactFieldState } from "./contact-form-field.tsx";
import { contactFormUrl, contactSubmissionBody } from "./contact-submission.ts";

/** Spec §4: idle → submitting (further submits ignored) → sent (fields reset after 4 s) → idle. */
export type ContactFormPhase = "idle" | "submitting" | "sent";

const FIELDS = ["name", "email", "message"] as const;

function textOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}

function focusField(form: HTMLFormElement, name: ContactField): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}

/**
 * The contact form's visitor behaviour (spec §4, §5, §7): each field is checked when the visitor
 * leaves it and on submit, typing clears that field's error; a valid submit posts the JSON body
 * once, shows the sent state and resets the fields 4 s later. A failure is logged to the console
 * and the form is idle again; only when the site's notification flag is on does the button show
 * that the send failed (until the next send or edit). In edit mode a submit does nothing.
 */
export function useContactForm({ isEditing }: { isEditing: boolean }) {
  const { apiPath, site, shouldShowFormErrors } = useRenderMode();
  const [phase, setPhase] = useState<ContactFormPhase>("idle");
  /** A failed send, shown on the button only when the site's notification flag is on (§8). */
  const [hasFailed, setHasFailed] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  /** The phase as of now: two submits in one tick must not both pass the idle check. */
  const phaseRef = useRef<ContactFormPhase>("idle");
  const isAliveRef = useRef(true);
  const resetTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    isAliveRef.current = true;
    return () => {
      isAliveRef.current = false;
      clearTimeout(resetTimerRef.current);
    };
  }, []);

  const moveTo = (next: ContactFormPhase) => {
    phaseRef.current = next;
    if (isAliveRef.current) setPhase(next);
  };

  const setError = (field: ContactField, error: string | undefined) =>
    setErrors((current) => {
      if (current[field] === error) return current;
      const next = { ...current };
      if (error === undefined) delete next[field];
      else next[field] = error;
      return next;
    });

  function send(form: HTMLFormElement, fields: ContactFields): void {
    setHasFailed(false);
    moveTo("submitting");
    const body = contactSubmissionBody({
      fields,
      siteHash: site.siteHash,
      cookieSettings: readCookieSettings(site.siteId),
      website: textOf(form, "website"),
    });
    request({ method: "POST", url: contactFormUrl({ apiPath, siteId: site.siteId }), body }).then(
      () => {
        moveTo("sent");
        resetTimerRef.current = setTimeout(() => {
          form.reset();
          if (isAliveRef.current) setErrors({});
          moveTo("idle");
        }, LIMITS.timing.formResetMs);
      },
      (error: unknown) => {
        console.error("The contact form could not be sent:", error);
        if (shouldShowFormErrors && isAliveRef.current) setHasFailed(true);
        moveTo("idle");
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (isEditing || phaseRef.current !== "idle") return;
    const form = event.currentTarget;
    const fields = {
      name: textOf(form, "name"),
      email: textOf(form, "email"),
      message: textOf(form, "message"),
    };
    const result = validateContactForm(fields);
    setErrors(result.errors);
    const firstInvalid = FIELDS.find((field) => result.errors[field] !== undefined);
    if (firstInvalid !== undefined) focusField(form, firstInvalid);
    else send(form, fields);
  }

  const fieldState = (field: ContactField): ContactFieldState => ({
    error: errors[field],
    onBlur: isEditing
      ? undefined
      : ({ value, focusTo }) => {
          // Leaving for the submit button: the submit checks every field; a message appearing
          // now would move the button from under the pointer and lose the click.
          if (focusTo instanceof HTMLButtonElement && focusTo.type === "submit") return;
          setError(field, validateContactField(field, value));
        },
    onEdit: isEditing
      ? undefined
      : () => {
          setError(field, undefined);
          setHasFailed(false);
        },
  });

  return { phase, hasFailed, onSubmit, fieldState };
}
