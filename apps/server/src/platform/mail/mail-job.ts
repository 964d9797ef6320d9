import type { Database, Tx } from "../../db/client";
import { defineJob, type JobEngine } from "../jobs";
import type { Mail, Mailer } from "./mailer";

/**
 * Every mail is a job: a failed send (the SMTP server down, refusing, timing out) is retried
 * with backoff for about a day, and one that still fails waits among the dead letters on the
 * admin page. Ten retries from 30 s, doubling up to an hour a wait.
 */
export const mailJob = defineJob<Mail>("mail", { limit: 10, delaySeconds: 30, backoff: true, maxDelaySeconds: 3600 });

/** Registers the worker that hands queued mail to the transport (SMTP, or the dev outbox). */
export function registerMailDelivery(jobs: JobEngine, transport: Mailer) {
  jobs.register(mailJob, (mail) => transport.send(mail));
}

/**
 * The mailer the app uses: `send` queues the mail, on the transaction of the write that causes it
 * when one is given, so a rolled-back change mails nobody and a committed one is never lost.
 */
export function createQueuedMailer(jobs: JobEngine, db: Database): Mailer {
  return {
    async send(mail: Mail, executor: Database | Tx = db) {
      await jobs.enqueue(executor, mailJob, mail);
    },
  };
}
