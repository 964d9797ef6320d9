import type { Mail } from "./mailer";

/** Plain, friendly account mails. The product name is in every subject and signature. */

const signature = "See you on Kierto,\nThe Kierto team\n\nKierto: pre-loved fashion, passed on in Finland.";

/**
 * A name is free text its author chose; it appears only in mail to an address its owner has
 * confirmed, so nobody can make Kierto deliver their sentence to someone else's inbox.
 */
const greeting = (name?: string) => (name ? `Hi ${name},` : "Hi,");

export function verifyEmailMail(to: string, url: string): Mail {
  return {
    to,
    subject: "Confirm your email for Kierto",
    text: `${greeting()}\n\nWelcome to Kierto! Please confirm your email address to start buying and selling:\n\n${url}\n\nThe link is valid for 24 hours. If you did not sign up, you can ignore this mail.\n\n${signature}\n`,
  };
}

/** `name` only when the address is confirmed. */
export function resetPasswordMail(to: string, name: string | undefined, url: string): Mail {
  return {
    to,
    subject: "Reset your Kierto password",
    text: `${greeting(name)}\n\nSomeone (hopefully you) asked to reset the password of your Kierto account. Choose a new password here:\n\n${url}\n\nThe link is valid for 1 hour. If you did not ask for this, you can ignore this mail; your password stays as it is.\n\n${signature}\n`,
  };
}

/**
 * The statement of reasons for a suspension (EU Digital Services Act art. 17), by mail because
 * a suspended account can no longer sign in to read its notifications.
 */
export function suspensionMail(to: string, reason: string, note: string | null, appealUrl: string | null): Mail {
  return {
    to,
    subject: "Your Kierto account has been suspended",
    text: `Hi,\n\nAfter reviewing a report about your account, a Kierto moderator has suspended it. While it is suspended you cannot log in, and nobody can message you.\n\nGround: the report's reason, "${reason}", was found to be justified under our terms of use.${note ? `\nThe moderator's explanation: ${note}` : ""}\n\nHow to appeal: within 14 days, ${appealUrl ? `open ${appealUrl} and ` : "log in, follow the appeal link shown, and "}tell us why you think the decision is wrong. A moderator who did not take the decision will review it, and we will tell you the outcome by mail.\n\n${signature}\n`,
  };
}

/** The suspension is lifted (after an appeal, or on review): the account signs in again. */
export function suspensionLiftedMail(to: string, note: string): Mail {
  return {
    to,
    subject: "Your Kierto account is open again",
    text: `Hi,\n\nA Kierto moderator has lifted the suspension of your account. You can log in again, and people can message you as before.\n\nThe moderator's explanation: ${note}\n\n${signature}\n`,
  };
}

/** The outcome of an appeal by a person who is (still, or no longer) suspended and cannot read notifications. */
export function appealDecidedMail(to: string, overturned: boolean, note: string): Mail {
  return {
    to,
    subject: overturned ? "Your Kierto appeal was accepted" : "Your Kierto appeal was reviewed",
    text: `Hi,\n\n${overturned ? "A moderator who did not take the original decision accepted your appeal: the suspension of your account is lifted and you can log in again." : "A moderator who did not take the original decision reviewed your appeal and the decision stands: your account stays suspended."}\n\nThe moderator's explanation: ${note}\n\nIf you disagree, you can turn to a certified out-of-court dispute settlement body or to a court.\n\n${signature}\n`,
  };
}
