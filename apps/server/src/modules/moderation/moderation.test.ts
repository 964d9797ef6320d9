import { REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatFixture } from "../../../test/messaging-fixtures";
import { createTestApp, errorCode } from "../../../test/test-app";
import { blockedUsers, reports } from "../../db/schema";

const t = await createTestApp();

const blockAs = (cookie: string | undefined, userId: string) =>
  t.request("/api/blocks", { method: "POST", cookie, json: { userId } });

const reportAs = (cookie: string | undefined, json: Record<string, unknown>) =>
  t.request("/api/reports", { method: "POST", cookie, json });

describe("blocking", () => {
  it("stores a one-way block, once, however often it is asked for", async () => {
    const blocker = await t.signedInUser();
    const blocked = await t.signedInUser({ displayName: "Pushy Seller" });

    const first = await blockAs(blocker.cookie, blocked.id);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ userId: blocked.id, displayName: "Pushy Seller" });
    expect((await blockAs(blocker.cookie, blocked.id)).status).toBe(200);

    const rows = await t.db.select().from(blockedUsers).where(eq(blockedUsers.blockerId, blocker.id));
    expect(rows.map((r) => r.blockedId)).toEqual([blocked.id]);
    expect(await t.db.select().from(blockedUsers).where(eq(blockedUsers.blockerId, blocked.id))).toHaveLength(0);

    const list = await t.request("/api/blocks", { cookie: blocker.cookie });
    expect(((await list.json()) as { items: { userId: string }[] }).items.map((b) => b.userId)).toEqual([blocked.id]);
  });

  it("refuses blocking oneself, an unknown user and a guest", async () => {
    const user = await t.signedInUser();
    expect((await blockAs(user.cookie, user.id)).status).toBe(400);
    expect((await blockAs(user.cookie, crypto.randomUUID())).status).toBe(404);
    expect((await blockAs(undefined, user.id)).status).toBe(401);
    expect((await t.request("/api/blocks")).status).toBe(401);
  });
});

describe("reporting", () => {
  it("stores a pending report from the signed-in user, whatever the body claims", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const response = await reportAs(buyer.cookie, {
      reportedId: seller.id,
      chatId,
      reason: "scam",
      description: "  Asked me to pay outside the site.  ",
      reporterId: seller.id,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string };
    expect(body).toMatchObject({
      reportedId: seller.id,
      chatId,
      reason: "scam",
      description: "Asked me to pay outside the site.",
      status: "pending",
    });
    const [row] = await t.db.select().from(reports).where(eq(reports.id, body.id));
    expect(row).toMatchObject({ reporterId: buyer.id, reportedId: seller.id, status: "pending" });
  });

  it("needs a reason from the list and takes the description as optional", async () => {
    const reporter = await t.signedInUser();
    const reported = await t.signedInUser();
    expect((await reportAs(reporter.cookie, { reportedId: reported.id })).status).toBe(400);
    expect((await reportAs(reporter.cookie, { reportedId: reported.id, reason: "rude" })).status).toBe(400);
    const long = "x".repeat(REPORT_DESCRIPTION_MAX_LENGTH + 1);
    expect(
      (await reportAs(reporter.cookie, { reportedId: reported.id, reason: "other", description: long })).status,
    ).toBe(400);

    const blank = await reportAs(reporter.cookie, { reportedId: reported.id, reason: "spam", description: "   " });
    expect(blank.status).toBe(201);
    expect(await blank.json()).toMatchObject({ description: null, chatId: null });
  });

  it("accepts a chat only when it is the reporter's and the reported user is its other party", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const stranger = await t.signedInUser();

    const notMine = await reportAs(stranger.cookie, { reportedId: seller.id, chatId, reason: "spam" });
    expect(notMine.status).toBe(404);
    const notTheOtherParty = await reportAs(buyer.cookie, { reportedId: stranger.id, chatId, reason: "spam" });
    expect(notTheOtherParty.status).toBe(400);
    const unknownChat = await reportAs(buyer.cookie, {
      reportedId: seller.id,
      chatId: crypto.randomUUID(),
      reason: "spam",
    });
    expect(unknownChat.status).toBe(404);
    expect(await t.db.select().from(reports).where(eq(reports.reporterId, stranger.id))).toHaveLength(0);
  });

  it("refuses reporting oneself, an unknown user and a guest", async () => {
    const user = await t.signedInUser();
    const self = await reportAs(user.cookie, { reportedId: user.id, reason: "other" });
    expect(self.status).toBe(400);
    expect(await errorCode(self)).toBe("BAD_REQUEST");
    expect((await reportAs(user.cookie, { reportedId: crypto.randomUUID(), reason: "other" })).status).toBe(404);
    expect((await reportAs(undefined, { reportedId: user.id, reason: "other" })).status).toBe(401);
  });
});
