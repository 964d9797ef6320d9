import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

export { createQueuedMailer, mailJob, registerMailDelivery } from "./mail-job";
export type { Mail, Mailer } from "./mailer";
export { type NotificationMailInput, notificationMail } from "./notification-mail";
export { notificationMailTexts } from "./notification-texts";

/**
 * The transport queued mail is delivered through: SMTP when configured, otherwise the dev outbox
 * (which production takes only with MAIL=outbox, and warns about at start: env-local-parts.ts).
 */
export function createMailTransport(env: Env, db: Database, logger: Logger): Mailer {
  if (env.mail === "smtp" && env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
  return createOutboxMailer(db, logger);
}
