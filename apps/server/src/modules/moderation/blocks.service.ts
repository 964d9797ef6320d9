import { and, desc, eq, or } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import { blockedUsers, chats, profiles } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-error";
import { endFollowsBetween } from "../follows";
import { endHandoversBetween, type SaleDeps } from "../sale-process";

const blockFields = {
  userId: blockedUsers.blockedId,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  createdAt: blockedUsers.createdAt,
};

type BlockRow = { userId: string; displayName: string; avatarUrl: string | null; createdAt: Date };

/**
 * Blocks a user: idempotent, never oneself; the two people's open hand-overs and their follows of
 * each other end. The conversations the two share change state for
 * both of them (now closed), so each party's open chats and lists hear about it live.
 */
export async function blockUser(
  deps: SaleDeps,
  blockerId: string,
  blockedId: string,
): Promise<{ block: BlockRow; created: boolean }> {
  const { db, realtime } = deps;
  if (blockerId === blockedId) throw badRequest("You cannot block yourself.");
  const [target] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, blockedId));
  if (!target) throw notFound("User not found.");

  const inserted = await db
    .insert(blockedUsers)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ id: blockedUsers.id });
  const block = await findBlock(db, blockerId, blockedId);
  if (!block) throw notFound("User not found.");

  if (inserted.length > 0) {
    // A block ends the two people's open hand-overs: neither holds an item for the other any more.
    await endHandoversBetween(deps, blockerId, blockedId);
    await endFollowsBetween(db, blockerId, blockedId);
    await announceSharedChats({ db, realtime }, blockerId, blockedId);
  }
  return { block, created: inserted.length > 0 };
}

/** The users one has blocked, most recent first. */
export async function listBlocks(db: Database, blockerId: string): Promise<BlockRow[]> {
  return db
    .select(blockFields)
    .from(blockedUsers)
    .innerJoin(profiles, eq(profiles.id, blockedUsers.blockedId))
    .where(eq(blockedUsers.blockerId, blockerId))
    .orderBy(desc(blockedUsers.createdAt), desc(blockedUsers.id));
}

async function findBlock(db: Database, blockerId: string, blockedId: string): Promise<BlockRow | undefined> {
  const [row] = await db
    .select(blockFields)
    .from(blockedUsers)
    .innerJoin(profiles, eq(profiles.id, blockedUsers.blockedId))
    .where(and(eq(blockedUsers.blockerId, blockerId), eq(blockedUsers.blockedId, blockedId)));
  return row;
}

export function toBlockDto(row: BlockRow) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Lifts one's own block of a user (docs/product-rules.md#blocks-and-reports); idempotent. */
export async function unblockUser(deps: Pick<AppDeps, "db" | "realtime">, blockerId: string, blockedId: string) {
  const removed = await deps.db
    .delete(blockedUsers)
    .where(and(eq(blockedUsers.blockerId, blockerId), eq(blockedUsers.blockedId, blockedId)))
    .returning({ id: blockedUsers.id });
  if (removed.length > 0) await announceSharedChats(deps, blockerId, blockedId);
}

/** Every chat the two share changed state for both of them (closed or open again): tell their open screens. */
async function announceSharedChats({ db, realtime }: Pick<AppDeps, "db" | "realtime">, a: string, b: string) {
  const shared = await db
    .select({ id: chats.id })
    .from(chats)
    .where(or(and(eq(chats.buyerId, a), eq(chats.sellerId, b)), and(eq(chats.buyerId, b), eq(chats.sellerId, a))));
  await realtime.publish(...shared.map((chat) => ({ type: "chat" as const, userIds: [a, b], id: chat.id })));
}
