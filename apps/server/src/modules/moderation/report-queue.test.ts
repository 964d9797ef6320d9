import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatFixture, sendMessage } from "../../../test/messaging-fixtures";
import { createTestApp, errorCode, expectJson, signIn } from "../../../test/test-app";
import { createTransaction } from "../../db/factories";
import { auditLog, chats, notifications, products, profiles } from "../../db/schema";

const t = await createTestApp();

/** A buyer reports the seller from their chat, after the seller wrote something rude. */
async function reportedChat() {
  const fixture = await chatFixture(t);
  await expectJson(await sendMessage(t, fixture.buyer, fixture.chatId, "Is it still available?"), 201);
  await expectJson(await sendMessage(t, fixture.seller, fixture.chatId, "Rude words here"), 201);
  const report = await expectJson(
    await t.api(fixture.buyer).reports.$post({
      json: { reportedId: fixture.seller.id, chatId: fixture.chatId, reason: "harassment", description: "Rude" },
    }),
    201,
  );
  return { ...fixture, reportId: report.id };
}

const noticesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("who may read and decide reports", () => {
  it("refuses guests with 401 and users with 403; moderators and admins may", async () => {
    const { reportId } = await reportedChat();
    const user = await t.signedInUser();
    for (const [caller, status] of [
      [undefined, 401],
      [user, 403],
    ] as const) {
      const api = t.api(caller);
      expect((await api.moderation.reports.$get()).status).toBe(status);
      expect((await api.moderation.reports[":id"].$get({ param: { id: reportId } })).status).toBe(status);
      const decide = await api.moderation.reports[":id"].decision.$post({
        param: { id: reportId },
        json: { decision: "dismiss" },
      });
      expect(decide.status).toBe(status);
    }
    for (const role of ["moderator", "admin"] as const) {
      const staff = await t.signedInUser({ role });
      const queue = await expectJson(await t.api(staff).moderation.reports.$get(), 200);
      expect(queue.items.some((item) => item.id === reportId)).toBe(true);
    }
  });
});

describe("the queue", () => {
  it("lists pending reports with names, reason, description and time, and keeps the conversation", async () => {
    const { reportId, buyer, seller, chatId, product } = await reportedChat();
    const moderator = await t.signedInUser({ role: "moderator" });
    const [buyerProfile] = await t.db.select().from(profiles).where(eq(profiles.id, buyer.id));
    const queue = await expectJson(await t.api(moderator).moderation.reports.$get(), 200);
    expect(queue.items.find((item) => item.id === reportId)).toMatchObject({
      reporter: { id: buyer.id, displayName: buyerProfile?.displayName },
      reported: { id: seller.id },
      reason: "harassment",
      description: "Rude",
      product: { id: product.id, title: product.title },
      listingOfReported: true,
      messageCount: 2,
    });

    // Deleting the chat does not destroy the evidence.
    await t.db.delete(chats).where(eq(chats.id, chatId));
    const detail = await expectJson(
      await t.api(moderator).moderation.reports[":id"].$get({ param: { id: reportId } }),
      200,
    );
    expect(detail.messages.map((message) => message.content)).toEqual(["Is it still available?", "Rude words here"]);
    expect(detail.messages[1]).toMatchObject({ senderId: seller.id });
  });
});

describe("decisions", () => {
  it("dismissing tells the reporter, leaves the reported user alone, and is recorded", async () => {
    const { reportId, buyer, seller } = await reportedChat();
    const moderator = await t.signedInUser({ role: "moderator" });
    const result = await t.api(moderator).moderation.reports[":id"].decision.$post({
      param: { id: reportId },
      json: { decision: "dismiss", note: "Not harassment" },
    });
    expect(await expectJson(result, 200)).toMatchObject({ status: "dismissed", action: "none" });
    expect((await noticesOf(buyer.id)).find((n) => n.type === "report_outcome")?.data).toMatchObject({
      reportId,
      decision: "dismissed",
    });
    expect((await noticesOf(seller.id)).some((n) => n.type === "moderation_decision")).toBe(false);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.reportId, reportId));
    expect(entry).toMatchObject({ action: "report_dismissed", actorId: moderator.id, reason: "Not harassment" });
  });

  it("is taken once: a second decision is refused with 409", async () => {
    const { reportId } = await reportedChat();
    const moderator = await t.signedInUser({ role: "moderator" });
    const api = t.api(moderator).moderation.reports[":id"].decision;
    await expectJson(await api.$post({ param: { id: reportId }, json: { decision: "dismiss" } }), 200);
    const again = await api.$post({ param: { id: reportId }, json: { decision: "resolve" } });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe("REPORT_ALREADY_DECIDED");
  });

  it("resolving with the listing removed deletes it and sends the seller the statement of reasons", async () => {
    const { reportId, seller, product, buyer } = await reportedChat();
    const moderator = await t.signedInUser({ role: "moderator" });
    const result = await t.api(moderator).moderation.reports[":id"].decision.$post({
      param: { id: reportId },
      json: { decision: "resolve", action: "remove_listing", note: "Abusive messages" },
    });
    expect(await expectJson(result, 200)).toMatchObject({ status: "resolved", action: "remove_listing" });
    expect(await t.db.select().from(products).where(eq(products.id, product.id))).toMatchObject([
      { status: "deleted" },
    ]);
    const statement = (await noticesOf(seller.id)).find((n) => n.type === "moderation_decision");
    expect(statement?.data).toMatchObject({
      reportId,
      action: "remove_listing",
      reason: "harassment",
      note: "Abusive messages",
      productTitle: product.title,
    });
    expect((await noticesOf(buyer.id)).find((n) => n.type === "report_outcome")?.data).toMatchObject({
      decision: "resolved",
    });
  });

  it("keeps a listing that is part of a sale, and the report stays pending", async () => {
    const { reportId, seller, buyer, product } = await reportedChat();
    await createTransaction(t.db, { productId: product.id, buyerId: buyer.id, sellerId: seller.id });
    const moderator = await t.signedInUser({ role: "admin" });
    const result = await t.api(moderator).moderation.reports[":id"].decision.$post({
      param: { id: reportId },
      json: { decision: "resolve", action: "remove_listing" },
    });
    expect(result.status).toBe(409);
    expect(await errorCode(result)).toBe("LISTING_PART_OF_SALE");
    const queue = await expectJson(await t.api(moderator).moderation.reports.$get(), 200);
    expect(queue.items.some((item) => item.id === reportId)).toBe(true);
  });

  it("refuses an action on a dismissal with 400", async () => {
    const { reportId } = await reportedChat();
    const moderator = await t.signedInUser({ role: "moderator" });
    const result = await t.api(moderator).moderation.reports[":id"].decision.$post({
      param: { id: reportId },
      json: { decision: "dismiss", action: "suspend_user" },
    });
    expect(result.status).toBe(400);
  });
});

describe("a suspension", () => {
  it("signs the user out, refuses sign-in with the reason, and refuses messages to them", async () => {
    const { reportId, seller, buyer, chatId } = await reportedChat();
    const moderator = await t.signedInUser({ role: "moderator" });
    await expectJson(
      await t.api(moderator).moderation.reports[":id"].decision.$post({
        param: { id: reportId },
        json: { decision: "resolve", action: "suspend_user", note: "Repeated harassment" },
      }),
      200,
    );

    expect((await t.api(seller).profiles.me.$get()).status).toBe(401);
    // Better Auth's sign-in, outside ApiType.
    const signInAgain = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: seller.email, password: seller.password },
    });
    expect(signInAgain.status).toBe(403);
    expect(await signInAgain.json()).toMatchObject({
      error: { code: "ACCOUNT_SUSPENDED", details: { reason: "harassment" } },
    });

    const message = await sendMessage(t, buyer, chatId, "Hello?");
    expect(message.status).toBe(403);
    expect(await errorCode(message)).toBe("ACCOUNT_SUSPENDED");

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.reportId, reportId));
    expect(entry).toMatchObject({ action: "report_resolved", targetUserId: seller.id, reason: "Repeated harassment" });
    expect(entry?.details).toMatchObject({ action: "suspend_user" });
    const mails = await t.mailbox(seller.email);
    expect(mails[0]?.subject).toBe("Your Kierto account has been suspended");
    // Another account still signs in as usual.
    await signIn(t.request, buyer.email, buyer.password);
  });
});
