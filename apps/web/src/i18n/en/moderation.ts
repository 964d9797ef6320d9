import type { ReportReason } from "@kierto/shared";

/** Spec §2 Chat moderation menu; spec §5 Report; spec §8 moderation toasts. */
export const moderation = {
  menuLabel: "Conversation options",
  report: "Report",
  block: "Block",
  blocked: "Blocked",
  reportDialog: {
    title: (name: string) => `Report ${name}`,
    body: "Tell our moderators what happened. They review every report; the person is not told who reported them.",
    reason: "Reason",
    reasonPlaceholder: "Choose a reason",
    reasonRequired: "Choose a reason for the report.",
    description: "Details (optional)",
    descriptionHint: "What happened, and when? Anything that helps a moderator understand.",
    submit: "Submit report",
    submitting: "Submitting...",
  },
  reasons: {
    spam: "Spam",
    harassment: "Harassment",
    inappropriate: "Inappropriate content",
    scam: "Scam or fraud",
    offensive: "Offensive behaviour",
    other: "Other",
  } satisfies Record<ReportReason, string>,
  blockDialog: {
    title: (name: string) => `Block ${name}?`,
    body: (name: string) =>
      `${name} can no longer message you and you can no longer message them. Your conversations with them are closed for both of you. This can't be undone here.`,
    confirm: "Block",
    pending: "Blocking...",
  },
  toast: {
    reported: "Report submitted successfully",
    reportError: "Error submitting report",
    blocked: "User blocked successfully",
    blockError: "Error blocking user",
  },
};
