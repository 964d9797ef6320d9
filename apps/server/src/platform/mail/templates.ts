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
