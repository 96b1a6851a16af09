/** Fixed interface texts of the spec (English defaults; sites may translate them). */
export const UI_TEXT = {
  inlineTextPlaceholder: "Your text",
  contactPlaceholders: {
    name: "Enter your name",
    email: "Enter your email",
    message: "Enter your message",
  },
  report: {
    title: "What's wrong with this website?",
    email: "E-mail",
    name: "Name",
    comment: "Comment",
    cancel: "Cancel",
    send: "SEND",
    success: "Information has been successfully sent",
    forbiddenTitle: "Thanks for the report!",
    errorTitle: "Something went wrong",
    /** Spec §2: the note under the report form's fields. */
    note: "By sending this report, you confirm that the information you give is correct and understand that Ilha has no duty to act on it.",
    close: "Close",
  },
  chat: {
    buttonText: "Start Chat",
    /** `{name}` is replaced with the site's name. */
    name: "{name}",
    message: "Hi there 👋\nHow can I help you?",
    type: "facebook",
  },
  extraLinksLabel: "More",
  failedImageAlt: "Failed",
  // In edit mode, an image not chosen yet.
  emptyImageAlt: "No image yet",
} as const;
