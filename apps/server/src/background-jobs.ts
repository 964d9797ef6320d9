import type { AppDeps } from "./lib/app-env";
import type { Mailer } from "./platform/mail";
import { registerMailDelivery } from "./platform/mail";

export interface BackgroundJobDeps extends AppDeps {
  /** Where queued mail is delivered: SMTP, or the dev outbox. */
  mailTransport: Mailer;
}

/**
 * Every kind of background job and the handler that works it, registered on the app's job engine
 * before it starts. The server and the tests register the same ones.
 */
export function registerBackgroundJobs(deps: BackgroundJobDeps) {
  registerMailDelivery(deps.jobs, deps.mailTransport);
}
