import type { InferResponseType } from "hono/client";
import type { api } from "@/lib/api-client";

export type ChatMessage = InferResponseType<(typeof api.chats)[":id"]["messages"]["$get"], 200>["items"][number];

/** A chat's messages as cached: every message held, oldest to newest, each once. */
export interface MessageThread {
  items: ChatMessage[];
}

/**
 * Adds messages to a thread, each at most once whichever way it arrived (the live channel, a
 * send's reply, a catch-up fetch), keeping oldest to newest. Messages never change once
 * stored, so the one already held is kept.
 */
export function mergeMessages(thread: MessageThread | undefined, incoming: readonly ChatMessage[]): MessageThread {
  const held = thread?.items ?? [];
  const known = new Set(held.map((message) => message.id));
  const fresh = incoming.filter((message) => {
    if (known.has(message.id)) return false;
    known.add(message.id);
    return true;
  });
  if (fresh.length === 0 && thread) return thread;
  const items = [...held, ...fresh];
  // ISO timestamps of one format compare as text; a stable sort keeps equal times in arrival order.
  const last = held.at(-1);
  if (last && fresh.some((message) => message.createdAt < last.createdAt)) {
    items.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  }
  return { items };
}
