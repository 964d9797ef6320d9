import { describe, expect, it } from "vitest";
import { type ChatMessage, mergeMessages } from "./message-merge";

const message = (id: string, createdAt: string): ChatMessage => ({
  id,
  chatId: "chat",
  senderId: "sender",
  content: `message ${id}`,
  kind: "text",
  params: null,
  createdAt,
  mine: false,
  clientId: null,
});

const at = (second: number) => `2026-11-23T10:00:${String(second).padStart(2, "0")}.000Z`;

describe("mergeMessages", () => {
  it("starts a thread from the first messages", () => {
    const a = message("a", at(1));
    expect(mergeMessages(undefined, [a])).toEqual({ items: [a] });
  });

  it("adds each message once, whichever way it arrives", () => {
    const a = message("a", at(1));
    const b = message("b", at(2));
    const thread = mergeMessages(undefined, [a]);
    const twice = mergeMessages(mergeMessages(thread, [b]), [b, a]);
    expect(twice.items.map((m) => m.id)).toEqual(["a", "b"]);
  });

  it("keeps the held copy of a message it already has", () => {
    const held = message("a", at(1));
    const thread = mergeMessages(undefined, [held]);
    const merged = mergeMessages(thread, [{ ...held, content: "changed" }]);
    expect(merged.items[0]).toBe(held);
  });

  it("hands back the same thread when nothing is new, so nothing renders again", () => {
    const thread = mergeMessages(undefined, [message("a", at(1))]);
    expect(mergeMessages(thread, [message("a", at(1))])).toBe(thread);
  });

  it("puts a late arrival in its place, oldest to newest", () => {
    const thread = mergeMessages(undefined, [message("a", at(1)), message("c", at(3))]);
    const merged = mergeMessages(thread, [message("b", at(2))]);
    expect(merged.items.map((m) => m.id)).toEqual(["a", "b", "c"]);
  });

  it("keeps messages of the same time in arrival order", () => {
    const thread = mergeMessages(undefined, [message("a", at(1)), message("c", at(3))]);
    const merged = mergeMessages(thread, [message("x", at(1)), message("b", at(2))]);
    expect(merged.items.map((m) => m.id)).toEqual(["a", "x", "b", "c"]);
  });

  it("drops a duplicate inside one batch", () => {
    const a = message("a", at(1));
    expect(mergeMessages(undefined, [a, a]).items).toHaveLength(1);
  });
});
