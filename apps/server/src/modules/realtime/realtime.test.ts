import { REALTIME_HEARTBEAT_INTERVAL_MS } from "@kierto/shared";
import { afterEach, describe, expect, it } from "vitest";
import {
  block,
  chatFixture,
  type MessageDto,
  readMessages,
  sendMessage,
  startChat,
} from "../../../test/messaging-fixtures";
import { dataOf, readSse, type SseEvent, type SseReader } from "../../../test/sse-client";
import { createTestApp } from "../../../test/test-app";
import { createFavorite, createProduct } from "../../db/factories";
import { notificationTemplates } from "../notifications/notification-templates";
import { createNotification } from "../notifications/notifications.service";

const t = await createTestApp();

const open: SseReader[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((events) => events.close()));
});

/** A signed-in tab's live channel, subscribed (its `ready` event has arrived). */
async function connect(cookie: string): Promise<SseReader> {
  const response = await t.request("/api/events", { cookie });
  expect(response.status).toBe(200);
  const events = readSse(response);
  open.push(events);
  await events.next((e) => e.event === "ready");
  return events;
}

const ofType = (type: string) => (event: SseEvent) => event.event === type;
const messageEvent = (events: SseReader) =>
  events.next(ofType("message")).then((e) => dataOf<{ chatId: string; message: MessageDto }>(e));

/** Lets anything still on its way arrive, so that a test can say nothing else did. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("the live channel", () => {
  it("refuses a guest", async () => {
    const response = await t.request("/api/events");
    expect(response.status).toBe(401);
  });

  it("streams uncompressed events with a retry hint and the heartbeat interval", async () => {
    const user = await t.signedInUser();
    const response = await t.request("/api/events", { cookie: user.cookie, headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("content-encoding")).toBeNull();
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader?.read();
    expect(first?.value).toContain("event: ready");
    expect(first?.value).toContain("retry: 1000");
    expect(first?.value).toContain(`"heartbeatMs":${REALTIME_HEARTBEAT_INTERVAL_MS}`);
    await reader?.cancel();
  });

  it("delivers a message to the recipient and the sender's other tabs, and to nobody else", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const stranger = await t.signedInUser();
    const sellerTab = await connect(seller.cookie);
    const buyerOtherTab = await connect(buyer.cookie);
    const strangerTab = await connect(stranger.cookie);

    // Someone else's unread notifications must not count towards the seller's badge.
    await createNotification(t.db, stranger.id, notificationTemplates.newReview("Someone", 5));
    await createNotification(t.db, stranger.id, notificationTemplates.newReview("Someone else", 4));

    const clientId = crypto.randomUUID();
    const sent = (await (await sendMessage(t, buyer, chatId, "Is it still available?", clientId)).json()) as MessageDto;

    const received = await messageEvent(sellerTab);
    expect(received).toEqual({ chatId, message: { ...sent, mine: false, clientId: null } });
    const echoed = await messageEvent(buyerOtherTab);
    expect(echoed.message).toMatchObject({ id: sent.id, mine: true, clientId });

    const bell = dataOf<{ notification: { type: string; data: { chatId: string } }; unreadCount: number }>(
      await sellerTab.next(ofType("notification")),
    );
    expect(bell.notification).toMatchObject({ type: "new_message", data: { chatId } });
    expect(bell.unreadCount).toBe(1);

    await settle();
    expect(buyerOtherTab.drain().filter((e) => e.event === "notification")).toEqual([]);
    expect(strangerTab.drain()).toEqual([]);
  });

  it("tells the seller live when a buyer starts a chat", async () => {
    const seller = await t.signedInUser();
    const buyer = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id });
    const sellerTab = await connect(seller.cookie);

    const chat = await startChat(t, buyer, product.id);
    expect(dataOf(await sellerTab.next(ofType("chat")))).toEqual({ chatId: chat.id });
  });

  it("tells a favouriter live when the listing's price drops", async () => {
    const seller = await t.signedInUser();
    const fan = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id, priceCents: 10_000 });
    await createFavorite(t.db, { userId: fan.id, productId: product.id });
    const fanTab = await connect(fan.cookie);

    const response = await t.request(`/api/products/${product.id}`, {
      method: "PATCH",
      cookie: seller.cookie,
      json: { price: 80 },
    });
    expect(response.status).toBe(200);
    const bell = dataOf<{ notification: { type: string; data: { productId: string } }; unreadCount: number }>(
      await fanTab.next(ofType("notification")),
    );
    expect(bell.notification).toMatchObject({ type: "price_drop", data: { productId: product.id } });
    expect(bell.unreadCount).toBe(1);
  });

  it("tells the reader's other tabs when a chat is read, with its notification now read", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    await sendMessage(t, buyer, chatId, "Hello");
    const otherTab = await connect(seller.cookie);
    // The message's own notification event may still be on its way; only the read's events count.
    await settle();
    otherTab.drain();

    await t.request(`/api/chats/${chatId}/read`, { method: "POST", cookie: seller.cookie });
    expect(dataOf(await otherTab.next(ofType("chat")))).toEqual({ chatId });
    const bell = dataOf<{ notification: { read: boolean }; unreadCount: number }>(
      await otherTab.next(ofType("notification")),
    );
    expect(bell.notification.read).toBe(true);
  });

  it("closes the chat live for both parties when one blocks the other", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const buyerTab = await connect(buyer.cookie);
    const sellerTab = await connect(seller.cookie);

    await block(t, seller, buyer.id);
    for (const tab of [buyerTab, sellerTab]) {
      expect(dataOf(await tab.next(ofType("chat")))).toEqual({ chatId });
    }
    const state = await (await t.request(`/api/chats/${chatId}`, { cookie: buyer.cookie })).json();
    expect(state).toMatchObject({ blocked: true, canSend: false });
  });

  it("loses nothing and repeats nothing across a reconnect, catching up with `after`", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const seen = new Map<string, number>();
    const see = (message: MessageDto) => seen.set(message.id, (seen.get(message.id) ?? 0) + 1);

    const firstConnection = await connect(seller.cookie);
    await sendMessage(t, buyer, chatId, "Before the drop");
    see((await messageEvent(firstConnection)).message);
    await firstConnection.close();

    const whileAway = ["Sent while away 1", "Sent while away 2"];
    for (const text of whileAway) await sendMessage(t, buyer, chatId, text);

    const secondConnection = await connect(seller.cookie);
    const lastSeen = [...seen.keys()].at(-1);
    const missed = await readMessages(t, seller, chatId, lastSeen);
    for (const message of missed.items) see(message);
    expect(missed.items.map((m) => m.content)).toEqual(whileAway);

    await sendMessage(t, buyer, chatId, "After the reconnect");
    see((await messageEvent(secondConnection)).message);
    await settle();
    expect(secondConnection.drain().filter((e) => e.event === "message")).toEqual([]);

    const all = await readMessages(t, seller, chatId);
    expect([...seen.keys()]).toEqual(all.items.map((m) => m.id));
    expect([...seen.values()].every((times) => times === 1)).toBe(true);
  });
});
