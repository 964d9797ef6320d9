import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pushOutbox } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import type { PushPayload, PushSender } from "./push-sender";

/**
 * Development push: each message is kept in the database, printed to the log, and readable at
 * /dev/push beside the dev mailbox, so a machine with no push service still shows what would go.
 */
export function createOutboxPushSender(db: Database, logger: Logger): PushSender {
  return {
    async send(target, payload, meta) {
      await db.insert(pushOutbox).values({ userId: meta.userId, endpoint: target.endpoint, payload: { ...payload } });
      logger.info("push kept in the dev outbox", { userId: meta.userId, title: payload.title, url: payload.url });
      return "sent";
    },
  };
}

export interface PushOutboxEntry extends PushPayload {
  userId: string;
  endpoint: string;
  createdAt: string;
}

export async function readPushOutbox(db: Database): Promise<PushOutboxEntry[]> {
  const rows = await db.select().from(pushOutbox).orderBy(desc(pushOutbox.createdAt)).limit(100);
  return rows.map((row) => ({
    ...(row.payload as unknown as PushPayload),
    userId: row.userId,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
  }));
}
