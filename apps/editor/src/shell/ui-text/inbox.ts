/** The texts of the inbox panel. */
export const INBOX_TEXT = {
  inbox: {
    ownerOnly: "Only the site's owner can read its messages.",
    loading: "Loading messages…",
    list: "Messages",
    empty: "No messages yet. What visitors send through your site's contact form appears here.",
    unread: "Unread",
    noMessage: "(no message)",
    receivedAt: (when: string) => `Received ${when}`,
    showOlder: "Show older messages",
    loadingOlder: "Loading older messages…",
    unreadCount: (count: number) => `${count} unread ${count === 1 ? "message" : "messages"}`,
    exportCsv: "Export CSV",
    exporting: "Exporting…",
    exported: "Messages exported as CSV",
    markRead: "Mark as read",
    markUnread: "Mark as unread",
    markedRead: "Marked as read",
    markedUnread: "Marked as unread",
    delete: "Delete",
    deleteTitle: (name: string) => `Delete the message from ${name}?`,
    deleteWarning: "The message is removed from your inbox for good.",
    deleteConfirm: "Delete message",
    deleted: "Message deleted",
    notice: {
      unconfirmed: (email: string) =>
        `No e-mail is sent to ${email} until you confirm that address by the link mailed to it. Until then, messages wait here.`,
      confirmed: (email: string) => `Each new message is also e-mailed to ${email}.`,
      mailOff: "This server does not send e-mail: messages wait here.",
      noAddress:
        "No e-mail address is set for your site's messages: they wait here. Add one in Settings.",
    },
    sendConfirmation: "Send the confirmation link",
    confirmationSent: (email: string) => `Confirmation link sent to ${email}`,
  },
} as const;
