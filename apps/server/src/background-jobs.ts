import type { AppDeps } from "./app-env";
import {
  registerCaseDeadlines,
  registerCasePhotoRetention,
  registerCaseReturns,
  unclaimedCasePhotos,
} from "./modules/cases";
import { registerDac7Reminders } from "./modules/dac7";
import { registerNewListingNotices } from "./modules/follows";
import { registerLedgerCheck } from "./modules/ledger";
import { registerNotificationMail } from "./modules/notifications";
import { registerOfferDeadlines } from "./modules/offers";
import { registerRecentFavoritesRecount } from "./modules/products";
import { registerNotificationPush } from "./modules/push";
import { registerRefunds, registerSaleTimers } from "./modules/sale-process";
import { registerSavedSearchMatching } from "./modules/saved-searches";
import { registerShipping } from "./modules/shipping";
import { registerTransferReversalJobs } from "./modules/stripe-connect";
import { registerUnclaimedUploadSweep } from "./modules/uploads";
import { registerPayoutJobs } from "./modules/wallet";
import { registerCounterPruning } from "./platform/counters";
import type { Mailer } from "./platform/mail";
import { registerMailDelivery } from "./platform/mail";
import { registerStorageDeletes, type Storage } from "./platform/storage";

export interface BackgroundJobDeps extends AppDeps {
  /** Where queued mail is delivered: SMTP, or the dev outbox. */
  mailTransport: Mailer;
  /** The storage itself, whose deletes the jobs make (`deps.storage` queues them). */
  fileStorage: Storage;
}

/**
 * Every kind of background job and the handler that works it, registered on the app's job engine
 * before it starts. The server and the tests register the same ones.
 */
export function registerBackgroundJobs(deps: BackgroundJobDeps) {
  registerMailDelivery(deps.jobs, deps.mailTransport);
  registerNotificationMail(deps);
  registerNotificationPush(deps);
  registerStorageDeletes(deps.jobs, deps.fileStorage);
  registerUnclaimedUploadSweep(deps.jobs, deps, [unclaimedCasePhotos]);
  registerSaleTimers(deps.jobs, deps);
  registerOfferDeadlines(deps.jobs, deps);
  registerCaseDeadlines(deps.jobs, deps);
  registerCaseReturns(deps);
  registerCasePhotoRetention(deps.jobs, deps);
  registerCounterPruning(deps.jobs, deps.counters, deps.logger);
  registerRefunds(deps);
  registerLedgerCheck(deps.jobs, deps);
  registerPayoutJobs(deps);
  registerTransferReversalJobs(deps);
  registerDac7Reminders(deps.jobs, deps);
  registerRecentFavoritesRecount(deps.jobs, deps);
  registerNewListingNotices(deps);
  registerSavedSearchMatching(deps);
  deps.shipping.registerJobs();
  registerShipping(deps);
}
