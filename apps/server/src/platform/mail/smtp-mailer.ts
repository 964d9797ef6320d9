import type { Transporter } from "nodemailer";
import type { Mail, Mailer } from "./mailer";

/**
 * Real delivery through any SMTP server named by SMTP_URL (smtp:// or smtps://). nodemailer is
 * loaded with the first mail, not at start-up, which it would slow down for every server.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail: Mail) {
      transport ??= import("nodemailer").then((nodemailer) => nodemailer.default.createTransport(smtpUrl));
      await (await transport).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
  };
}
