import type { Mail } from "./mailer";

/** Plain, friendly account mails. The product name is in every subject and signature. */

const signature = "See you on Kierto,\nThe Kierto team\n\nKierto: pre-loved fashion, passed on in Finland.";

export function verifyEmailMail(to: string, name: string, url: string): Mail {
  return {
    to,
    subject: "Confirm your email for Kierto",
    text: `Hi ${name},\n\nWelcome to Kierto! Please confirm your email address to start buying and selling:\n\n${url}\n\nThe link is valid for 24 hours. If you did not sign up, you can ignore this mail.\n\n${signature}\n`,
  };
}

export function resetPasswordMail(to: string, name: string, url: string): Mail {
  return {
    to,
    subject: "Reset your Kierto password",
    text: `Hi ${name},\n\nSomeone (hopefully you) asked to reset the password of your Kierto account. Choose a new password here:\n\n${url}\n\nThe link is valid for 1 hour. If you did not ask for this, you can ignore this mail; your password stays as it is.\n\n${signature}\n`,
  };
}
