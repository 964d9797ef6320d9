import type { ReportReason } from "@kierto/shared";

/** The account mails in English. Finnish and Swedish have this type, so a missing text fails the type check. */
export const en = {
  signature: "See you on Kierto,\nThe Kierto team\n\nKierto: pre-loved fashion, passed on in Finland.",
  greeting: (name?: string) => (name ? `Hi ${name},` : "Hi,"),
  verify: {
    subject: "Confirm your email for Kierto",
    body: (url: string) =>
      `Welcome to Kierto! Please confirm your email address to start buying and selling:\n\n${url}\n\nThe link is valid for 24 hours. If you did not sign up, you can ignore this mail.`,
  },
  reset: {
    subject: "Reset your Kierto password",
    body: (url: string) =>
      `Someone (hopefully you) asked to reset the password of your Kierto account. Choose a new password here:\n\n${url}\n\nThe link is valid for 1 hour. If you did not ask for this, you can ignore this mail; your password stays as it is.`,
  },
  suspension: {
    subject: "Your Kierto account has been suspended",
    body: (reason: string, note: string | null, appealUrl: string | null) =>
      `After reviewing a report about your account, a Kierto moderator has suspended it. While it is suspended you cannot log in, and nobody can message you.\n\nGround: the report's reason, "${reason}", was found to be justified under our terms of use.${note ? `\nThe moderator's explanation: ${note}` : ""}\n\nHow to appeal: within 14 days, ${appealUrl ? `open ${appealUrl} and ` : "log in, follow the appeal link shown, and "}tell us why you think the decision is wrong. A moderator who did not take the decision will review it, and we will tell you the outcome by mail.`,
    reasons: {
      spam: "Spam",
      harassment: "Harassment",
      inappropriate: "Inappropriate content",
      scam: "Scam or fraud",
      offensive: "Offensive behaviour",
      other: "Other",
      illegal_content: "Illegal content",
      counterfeit: "Counterfeit",
    } satisfies Record<ReportReason, string>,
  },
  suspensionLifted: {
    subject: "Your Kierto account is open again",
    body: (note: string) =>
      `A Kierto moderator has lifted the suspension of your account. You can log in again, and people can message you as before.\n\nThe moderator's explanation: ${note}`,
  },
  listingReportOutcome: {
    subject: "Your report about a Kierto listing was reviewed",
    body: (outcome: "removed" | "suspended" | "none") =>
      `Thank you for reporting a listing on Kierto. A moderator has reviewed your report. ${{ removed: "The listing has been removed.", suspended: "The seller's account has been suspended.", none: "They found no ground to act on it, and it stays on sale." }[outcome]}\n\nYou reported it without an account, so this mail is the only message about it.`,
  },
  appealDecided: {
    acceptedSubject: "Your Kierto appeal was accepted",
    reviewedSubject: "Your Kierto appeal was reviewed",
    body: (overturned: boolean, note: string) =>
      `${overturned ? "A moderator who did not take the original decision accepted your appeal: the suspension of your account is lifted and you can log in again." : "A moderator who did not take the original decision reviewed your appeal and the decision stands: your account stays suspended."}\n\nThe moderator's explanation: ${note}\n\nIf you disagree, you can turn to a certified out-of-court dispute settlement body or to a court.`,
  },
};

export type MailTexts = typeof en;
