import type { Language, ReportReason } from "@kierto/shared";
import type { Mail } from "./mailer";
import { mailTexts } from "./texts";

/**
 * Plain, friendly account mails in the recipient's language. The product name is in every
 * subject and signature.
 */

/**
 * A name is free text its author chose; it appears only in mail to an address its owner has
 * confirmed, so nobody can make Kierto deliver their sentence to someone else's inbox.
 */
function letter(language: Language, name: string | undefined, body: string): string {
  const t = mailTexts[language];
  return `${t.greeting(name)}\n\n${body}\n\n${t.signature}\n`;
}

export function verifyEmailMail(to: string, url: string, language: Language): Mail {
  const t = mailTexts[language].verify;
  return { to, subject: t.subject, text: letter(language, undefined, t.body(url)) };
}

/** `name` only when the address is confirmed. */
export function resetPasswordMail(to: string, name: string | undefined, url: string, language: Language): Mail {
  const t = mailTexts[language].reset;
  return { to, subject: t.subject, text: letter(language, name, t.body(url)) };
}

/**
 * The statement of reasons for a suspension (EU Digital Services Act art. 17), by mail because
 * a suspended account can no longer sign in to read its notifications.
 */
export function suspensionMail(
  to: string,
  reason: ReportReason,
  note: string | null,
  appealUrl: string | null,
  language: Language,
): Mail {
  const t = mailTexts[language].suspension;
  return { to, subject: t.subject, text: letter(language, undefined, t.body(t.reasons[reason], note, appealUrl)) };
}

/** The suspension is lifted (after an appeal, or on review): the account signs in again. */
export function suspensionLiftedMail(to: string, note: string, language: Language): Mail {
  const t = mailTexts[language].suspensionLifted;
  return { to, subject: t.subject, text: letter(language, undefined, t.body(note)) };
}

/** The outcome of an appeal by a person who is (still, or no longer) suspended and cannot read notifications. */
export function appealDecidedMail(to: string, overturned: boolean, note: string, language: Language): Mail {
  const t = mailTexts[language].appealDecided;
  return {
    to,
    subject: overturned ? t.acceptedSubject : t.reviewedSubject,
    text: letter(language, undefined, t.body(overturned, note)),
  };
}

/**
 * The outcome of a guest's notice about a listing (DSA art. 16(5)): by mail, since a guest has no
 * notifications to read: the listing removed, its seller suspended, or nothing done. The address
 * is unconfirmed, so the mail carries none of the listing's words (its seller chose them).
 */
export function listingReportOutcomeMail(
  to: string,
  outcome: "removed" | "suspended" | "none",
  language: Language,
): Mail {
  const t = mailTexts[language].listingReportOutcome;
  return { to, subject: t.subject, text: letter(language, undefined, t.body(outcome)) };
}
