import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

export { createQueuedMailer, mailJob, registerMailDelivery } from "./mail-job";
export type { Mail, Mailer } from "./mailer";

/** The transport queued mail is delivered through: SMTP when configured; otherwise the dev outbox. */
export function createMailTransport(env: Env, db: Database, logger: Logger): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
  if (env.isProduction) {
    logger.warn("SMTP_URL is not set: account mail is kept in the outbox and never delivered");
  }
  return createOutboxMailer(db, logger);
}
