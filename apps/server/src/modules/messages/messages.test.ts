import { MESSAGE_MAX_LENGTH } from "@kierto/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { block, chatFixture, readMessages, sendMessage } from "../../../test/messaging-fixtures";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { chats, messages, notifications, products } from "../../db/schema";

const t = await createTestApp();

const storedCount = async (chatId: string) =>
  (await t.db.select({ id: messages.id }).from(messages).where(eq(messages.chatId, chatId))).length;

const newMessageNotifications = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "new_message")));

describe("sending messages", () => {
  it("stores a party's trimmed message and both parties read the chat oldest to newest", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const first = await sendMessage(t, buyer, chatId, "  Hello, is this still available?\n ");
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      content: "Hello, is this still available?",
      mine: true,
      senderId: buyer.id,
    });
    expect((await sendMessage(t, seller, chatId, "Yes!")).status).toBe(201);
    expect((await sendMessage(t, buyer, chatId, "Line one\nline two")).status).toBe(201);

    const asSeller = await readMessages(t, seller, chatId);
    expect(asSeller.items.map((m) => [m.content, m.mine])).toEqual([
      ["Hello, is this still available?", false],
      ["Yes!", true],
      ["Line one\nline two", false],
    ]);
    expect(asSeller.hasMore).toBe(false);
  });

  it("keeps the chat's last activity time with each message", async () => {
    const { buyer, chatId } = await chatFixture(t);
    const sent = await expectJson(await sendMessage(t, buyer, chatId, "Hi"), 201);
    const [chat] = await t.db.select().from(chats).where(eq(chats.id, chatId));
    expect(chat?.lastMessageAt?.toISOString()).toBe(sent.createdAt);
  });

  it("refuses empty, whitespace-only and too long messages and stores nothing", async () => {
    const { buyer, chatId } = await chatFixture(t);
    for (const content of ["", "   ", "\n\t \n", "x".repeat(MESSAGE_MAX_LENGTH + 1)]) {
      const response = await sendMessage(t, buyer, chatId, content);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    }
    // Without content at all: a body the typed client would not send.
    const missing = await t.request(`/api/chats/${chatId}/messages`, {
      method: "POST",
      cookie: buyer.cookie,
      json: {},
    });
    expect(missing.status).toBe(400);
    expect(await storedCount(chatId)).toBe(0);
  });

  it("accepts exactly the maximum length once the surrounding spaces are trimmed", async () => {
    const { buyer, chatId } = await chatFixture(t);
    const response = await sendMessage(t, buyer, chatId, `  ${"y".repeat(MESSAGE_MAX_LENGTH)}  `);
    expect(response.status).toBe(201);
  });

  it("lets a non-party neither read nor send", async () => {
    const { chatId } = await chatFixture(t);
    const stranger = await t.signedInUser();
    const read = await t.api(stranger).chats[":id"].messages.$get({ param: { id: chatId }, query: {} });
    expect(read.status).toBe(404);
    const send = await sendMessage(t, stranger, chatId, "Let me in");
    expect(send.status).toBe(404);
    const guest = await sendMessage(t, undefined, chatId, "Hi");
    expect(guest.status).toBe(401);
    expect(await storedCount(chatId)).toBe(0);
  });

  it("refuses sends in both directions once either party blocked the other", async () => {
    for (const blockerIsBuyer of [true, false]) {
      const { buyer, seller, chatId } = await chatFixture(t);
      expect((await sendMessage(t, buyer, chatId, "Before the block")).status).toBe(201);
      if (blockerIsBuyer) await block(t, buyer, seller.id);
      else await block(t, seller, buyer.id);

      for (const sender of [buyer, seller]) {
        const response = await sendMessage(t, sender, chatId, "After the block");
        expect(response.status).toBe(403);
        expect(await errorCode(response)).toBe("CHAT_BLOCKED");
      }
      expect(await storedCount(chatId)).toBe(1);
      expect((await readMessages(t, seller, chatId)).items).toHaveLength(1);
    }
  });

  it("keeps a sold item's chat readable but refuses new messages", async () => {
    const { buyer, seller, product, chatId } = await chatFixture(t);
    await sendMessage(t, buyer, chatId, "I'll take it");
    await t.db.update(products).set({ status: "sold" }).where(eq(products.id, product.id));

    for (const sender of [buyer, seller]) {
      const response = await sendMessage(t, sender, chatId, "One more thing");
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe("CHAT_READ_ONLY");
    }
    expect((await readMessages(t, buyer, chatId)).items.map((m) => m.content)).toEqual(["I'll take it"]);
  });

  it("stores a message once however often it is retried with the same clientId", async () => {
    const { buyer, chatId } = await chatFixture(t);
    const clientId = crypto.randomUUID();
    const first = await sendMessage(t, buyer, chatId, "Sent over a shaky connection", clientId);
    const firstBody = await expectJson(first, 201);
    expect(firstBody.clientId).toBe(clientId);

    const retry = await sendMessage(t, buyer, chatId, "Sent over a shaky connection", clientId);
    expect((await expectJson(retry, 200)).id).toBe(firstBody.id);

    const racing = await Promise.all(
      Array.from({ length: 4 }, () => sendMessage(t, buyer, chatId, "Tapped send four times", crypto.randomUUID())),
    );
    expect(racing.every((r) => r.status === 201)).toBe(true);
    const sameId = crypto.randomUUID();
    const duplicates = await Promise.all(
      Array.from({ length: 4 }, () => sendMessage(t, buyer, chatId, "Retried in parallel", sameId)),
    );
    const ids = await Promise.all(duplicates.map(async (r) => (await expectJson(r, [200, 201])).id));
    expect(new Set(ids).size).toBe(1);
    expect(duplicates.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await storedCount(chatId)).toBe(1 + 4 + 1);
  });

  it("answers a retry of a message stored before the chat closed with that message", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const clientId = crypto.randomUUID();
    const first = await expectJson(await sendMessage(t, buyer, chatId, "Just in time", clientId), 201);
    await block(t, seller, buyer.id);

    const retry = await sendMessage(t, buyer, chatId, "Just in time", clientId);
    expect((await expectJson(retry, 200)).id).toBe(first.id);
    const fresh = await sendMessage(t, buyer, chatId, "Too late", crypto.randomUUID());
    expect(await errorCode(fresh)).toBe("CHAT_BLOCKED");
  });

  it("does not match another sender's clientId", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const clientId = crypto.randomUUID();
    expect((await sendMessage(t, buyer, chatId, "Mine", clientId)).status).toBe(201);
    const theirs = await sendMessage(t, seller, chatId, "Theirs", clientId);
    expect(await expectJson(theirs, 201)).toMatchObject({ content: "Theirs", senderId: seller.id });
    const asBuyer = await readMessages(t, buyer, chatId);
    expect(asBuyer.items.map((m) => m.clientId)).toEqual([clientId, null]);
  });
});

describe("reading after a message", () => {
  it("returns only the messages after the given one, in order", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const sent: string[] = [];
    for (const [i, sender] of [buyer, seller, buyer, seller, buyer].entries()) {
      const body = await expectJson(await sendMessage(t, sender, chatId, `Message ${i}`), 201);
      sent.push(body.id);
    }
    const after = await readMessages(t, buyer, chatId, sent[1]);
    expect(after.items.map((m) => m.id)).toEqual(sent.slice(2));
    const none = await readMessages(t, buyer, chatId, sent[4]);
    expect(none.items).toEqual([]);
  });

  it("answers 400 for an `after` that is not a message of this chat", async () => {
    const one = await chatFixture(t);
    const other = await chatFixture(t);
    const foreign = await expectJson(await sendMessage(t, other.buyer, other.chatId, "Elsewhere"), 201);
    for (const after of [foreign.id, crypto.randomUUID(), "not-a-uuid"]) {
      const response = await t
        .api(one.buyer)
        .chats[":id"].messages.$get({ param: { id: one.chatId }, query: { after } });
      expect(response.status).toBe(400);
    }
  });
});

describe("new-message notifications", () => {
  it("go to the recipient only, never to the sender, carrying the chat and the product", async () => {
    const { buyer, seller, product, chatId } = await chatFixture(t, { title: "Linen shirt" });
    await sendMessage(t, buyer, chatId, "Hi!");

    expect(await newMessageNotifications(buyer.id)).toHaveLength(0);
    const [note] = await newMessageNotifications(seller.id);
    expect(note).toMatchObject({
      read: false,
      title: "new_message",
      data: { chatId, productId: product.id, count: 1 },
    });
    // The parameters of the text, not the text: the web writes it in the reader's language.
    expect(note?.data).toMatchObject({ productTitle: "Linen shirt" });
    expect(note?.message).toBe("");
  });

  it("collapse consecutive unread messages in one chat into one notification", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    await sendMessage(t, buyer, chatId, "One");
    await sendMessage(t, buyer, chatId, "Two");
    await Promise.all(["Three", "Four", "Five"].map((text) => sendMessage(t, buyer, chatId, text)));

    const notes = await newMessageNotifications(seller.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ read: false, title: "new_messages", data: { chatId, count: 5 } });
  });

  it("start afresh once the recipient has read the chat", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    await sendMessage(t, buyer, chatId, "One");
    await sendMessage(t, buyer, chatId, "Two");
    const read = await t.api(seller).chats[":id"].read.$post({ param: { id: chatId } });
    expect(read.status).toBe(204);
    await sendMessage(t, buyer, chatId, "Three");

    const notes = await newMessageNotifications(seller.id);
    expect(notes.map((n) => [n.read, n.data.count])).toEqual(
      expect.arrayContaining([
        [true, 2],
        [false, 1],
      ]),
    );
    expect(notes).toHaveLength(2);
  });

  it("keep separate chats separate", async () => {
    const seller = await t.signedInUser();
    const first = await chatFixture(t, { userId: seller.id });
    const second = await chatFixture(t, { userId: seller.id });
    await sendMessage(t, first.buyer, first.chatId, "About the first");
    await sendMessage(t, second.buyer, second.chatId, "About the second");
    const notes = await newMessageNotifications(seller.id);
    expect(notes.map((n) => n.data.chatId).sort()).toEqual([first.chatId, second.chatId].sort());
  });
});
