import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { Logger } from "../../lib/logger";
import { createOutboxPushSender } from "./outbox-push-sender";
import type { PushSender } from "./push-sender";
import { createWebPushSender } from "./web-push-sender";

export { type PushOutboxEntry, readPushOutbox } from "./outbox-push-sender";
export type { PushOutcome, PushPayload, PushSender, PushTarget } from "./push-sender";
export { pushTexts } from "./push-texts";
export { createWebPushSender } from "./web-push-sender";

/**
 * The browsers' push services with PUSH=webpush, otherwise the dev outbox (which production takes
 * only with PUSH=outbox, and warns about at start: env-local-parts.ts).
 */
export function createPushSender(env: Env, db: Database, logger: Logger): PushSender {
  if (env.push === "webpush") return createWebPushSender(env.vapid);
  return createOutboxPushSender(db, logger);
}
