import { DEFAULT_NOTIFICATION_PREFERENCES, REALTIME_HEARTBEAT_INTERVAL_MS } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { block, chatFixture, readMessages, sendMessage, startChat } from "../../../test/messaging-fixtures";
import { type LiveEventData, nextEvent, readSse, type SseReader } from "../../../test/sse-client";
import { type Caller, createTestApp, expectJson } from "../../../test/test-app";
import { createFavorite, createProduct } from "../../db/factories";
import { messages } from "../../db/schema";
import { createNotification, notificationTemplates } from "../notifications";

const t = await createTestApp();

const open: SseReader[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((events) => events.close()));
});

/** A signed-in tab's live channel, subscribed (its `ready` event has arrived). */
async function connect(user: Caller): Promise<SseReader> {
  const response = await t.api(user).events.$get();
  expect(response.status).toBe(200);
  const events = readSse(response);
  open.push(events);
  await nextEvent(events, "ready");
  return events;
}

type MessageDto = LiveEventData<"message">["message"];

/** Lets anything still on its way arrive, so that a test can say nothing else did. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("the live channel", () => {
  it("refuses a guest", async () => {
    const response = await t.guest.events.$get();
    expect(response.status).toBe(401);
  });

  it("streams uncompressed events with a retry hint and the heartbeat interval", async () => {
    const user = await t.signedInUser();
    const response = await t.api(user).events.$get(undefined, { headers: { "accept-encoding": "gzip" } });
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
    const sellerTab = await connect(seller);
    const buyerOtherTab = await connect(buyer);
    const strangerTab = await connect(stranger);

    // Someone else's unread notifications must not count towards the seller's badge.
    await createNotification(t.db, stranger.id, notificationTemplates.newReview({ reviewerName: "Someone", stars: 5 }));
    await createNotification(
      t.db,
      stranger.id,
      notificationTemplates.newReview({ reviewerName: "Someone else", stars: 4 }),
    );

    const clientId = crypto.randomUUID();
    const sent = await expectJson(await sendMessage(t, buyer, chatId, "Is it still available?", clientId), 201);

    const received = await nextEvent(sellerTab, "message");
    expect(received).toEqual({ chatId, message: { ...sent, mine: false, clientId: null } });
    const echoed = await nextEvent(buyerOtherTab, "message");
    expect(echoed.message).toMatchObject({ id: sent.id, mine: true, clientId });

    const bell = await nextEvent(sellerTab, "notification");
    expect(bell.notification).toMatchObject({ type: "new_message", data: { chatId } });
    expect(bell.unreadCount).toBe(1);

    await settle();
    expect(buyerOtherTab.drain().filter((e) => e.event === "notification")).toEqual([]);
    expect(strangerTab.drain()).toEqual([]);
  });

  it("sends every tab of each party its own version of a message, serialised once per version", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const sellerTabs = [await connect(seller), await connect(seller)];
    const buyerTabs = [await connect(buyer), await connect(buyer)];

    const clientId = crypto.randomUUID();
    const sent = await expectJson(await sendMessage(t, buyer, chatId, "Two tabs each", clientId), 201);
    for (const tab of sellerTabs) {
      expect((await nextEvent(tab, "message")).message).toEqual({ ...sent, mine: false, clientId: null });
    }
    for (const tab of buyerTabs) {
      expect((await nextEvent(tab, "message")).message).toEqual({ ...sent, mine: true, clientId });
    }
  });

  it("sends a message event only to the chat's parties, even when an event names someone else", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const stranger = await t.signedInUser();
    const sent = await expectJson(await sendMessage(t, buyer, chatId, "Only for the two of us"), 201);
    const sellerTab = await connect(seller);
    const strangerTab = await connect(stranger);

    // Loaded by id here, and handed over by the publisher (the path a send takes on its own
    // instance): either way the row, not the event's list of users, decides who reads it.
    const [message] = await t.db.select().from(messages).where(eq(messages.id, sent.id));
    const loaded = { message, buyerId: buyer.id, sellerId: seller.id };
    await t.deps.realtime.publish({ type: "message", userIds: [stranger.id, seller.id], id: sent.id });
    await t.deps.realtime.publish({ type: "message", userIds: [stranger.id, seller.id], id: sent.id, loaded });
    for (let i = 0; i < 2; i++) expect((await nextEvent(sellerTab, "message")).message.id).toBe(sent.id);
    await settle();
    expect(strangerTab.drain().filter((e) => e.event === "message")).toEqual([]);
  });

  it("tells the seller live when a buyer starts a chat", async () => {
    const seller = await t.signedInUser();
    const buyer = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id });
    const sellerTab = await connect(seller);

    const chat = await startChat(t, buyer, product.id);
    expect(await nextEvent(sellerTab, "chat")).toEqual({ chatId: chat.id });
  });

  it("rings nothing live for a group the person keeps out of the bell, and counts only what the bell shows", async () => {
    const owner = await t.signedInUser();
    const saved = await t.api(owner).notifications.preferences.$put({
      json: { ...DEFAULT_NOTIFICATION_PREFERENCES, reviews: { inApp: false, email: true, push: false } },
    });
    expect(saved.status).toBe(200);
    const tab = await connect(owner);

    const review = await createNotification(
      t.db,
      owner.id,
      notificationTemplates.newReview({ reviewerName: "A", stars: 5 }),
    );
    await t.deps.realtime.publish({ type: "notification", userIds: [owner.id], id: review?.id as string });
    const kept = await createNotification(t.db, owner.id, notificationTemplates.profileReminder());
    await t.deps.realtime.publish({ type: "notification", userIds: [owner.id], id: kept?.id as string });

    const bell = await nextEvent(tab, "notification");
    expect(bell.notification).toMatchObject({ type: "profile_reminder" });
    expect(bell.unreadCount).toBe(1);
    await settle();
    expect(tab.drain().filter((e) => e.event === "notification")).toEqual([]);
  });

  it("tells a favouriter live when the listing's price drops", async () => {
    const seller = await t.signedInUser();
    const fan = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id, priceCents: 10_000 });
    await createFavorite(t.db, { userId: fan.id, productId: product.id });
    const fanTab = await connect(fan);

    const response = await t.api(seller).products[":id"].$patch({ param: { id: product.id }, json: { price: 80 } });
    expect(response.status).toBe(200);
    const bell = await nextEvent(fanTab, "notification");
    expect(bell.notification).toMatchObject({ type: "price_drop", data: { productId: product.id } });
    expect(bell.unreadCount).toBe(1);
  });

  it("tells the reader's other tabs when a chat is read, with its notification now read", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    await sendMessage(t, buyer, chatId, "Hello");
    const otherTab = await connect(seller);
    // The message's own notification event may still be on its way; only the read's events count.
    await settle();
    otherTab.drain();

    await t.api(seller).chats[":id"].read.$post({ param: { id: chatId } });
    expect(await nextEvent(otherTab, "chat")).toEqual({ chatId });
    const bell = await nextEvent(otherTab, "notification");
    expect(bell.notification.read).toBe(true);
  });

  it("closes the chat live for both parties when one blocks the other, and opens it again on unblock", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const buyerTab = await connect(buyer);
    const sellerTab = await connect(seller);

    await block(t, seller, buyer.id);
    for (const tab of [buyerTab, sellerTab]) {
      expect(await nextEvent(tab, "chat")).toEqual({ chatId });
    }
    const state = await expectJson(await t.api(buyer).chats[":id"].$get({ param: { id: chatId } }), 200);
    expect(state).toMatchObject({ blocked: true, canSend: false });

    expect((await t.api(seller).blocks[":id"].$delete({ param: { id: buyer.id } })).status).toBe(204);
    for (const tab of [buyerTab, sellerTab]) {
      expect(await nextEvent(tab, "chat")).toEqual({ chatId });
    }
    const reopened = await expectJson(await t.api(buyer).chats[":id"].$get({ param: { id: chatId } }), 200);
    expect(reopened).toMatchObject({ blocked: false, canSend: true });
  });

  it("loses nothing and repeats nothing across a reconnect, catching up with `after`", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const seen = new Map<string, number>();
    const see = (message: MessageDto) => seen.set(message.id, (seen.get(message.id) ?? 0) + 1);

    const firstConnection = await connect(seller);
    await sendMessage(t, buyer, chatId, "Before the drop");
    see((await nextEvent(firstConnection, "message")).message);
    await firstConnection.close();

    // Delivery is at least once: an event Postgres has not yet handed back when a new stream
    // subscribes reaches that stream too (the web app merges by id). The seller's other tab
    // shows when both have been handed out, so the reconnect below starts after them.
    const otherTab = await connect(seller);
    const whileAway = ["Sent while away 1", "Sent while away 2"];
    for (const text of whileAway) await sendMessage(t, buyer, chatId, text);
    for (const text of whileAway) expect((await nextEvent(otherTab, "message")).message.content).toBe(text);

    const secondConnection = await connect(seller);
    const lastSeen = [...seen.keys()].at(-1);
    const missed = await readMessages(t, seller, chatId, lastSeen);
    for (const message of missed.items) see(message);
    expect(missed.items.map((m) => m.content)).toEqual(whileAway);

    await sendMessage(t, buyer, chatId, "After the reconnect");
    see((await nextEvent(secondConnection, "message")).message);
    await settle();
    expect(secondConnection.drain().filter((e) => e.event === "message")).toEqual([]);

    const all = await readMessages(t, seller, chatId);
    expect([...seen.keys()]).toEqual(all.items.map((m) => m.id));
    expect([...seen.values()].every((times) => times === 1)).toBe(true);
  });
});
