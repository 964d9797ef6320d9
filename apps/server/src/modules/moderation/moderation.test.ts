import { REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { chatFixture } from "../../../test/messaging-fixtures";
import { type ApiClient, type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { blockedUsers, reports } from "../../db/schema";

const t = await createTestApp();

const blockAs = (caller: Caller | undefined, userId: string) => t.api(caller).blocks.$post({ json: { userId } });

type Report = InferRequestType<ApiClient["reports"]["$post"]>["json"];
const reportAs = (caller: Caller | undefined, json: Report) => t.api(caller).reports.$post({ json });

/** For bodies the typed client would not let through. */
const reportRaw = (caller: Caller, json: Record<string, unknown>) =>
  t.request("/api/reports", { method: "POST", cookie: caller.cookie, json });

describe("blocking", () => {
  it("stores a one-way block, once, however often it is asked for", async () => {
    const blocker = await t.signedInUser();
    const blocked = await t.signedInUser({ displayName: "Pushy Seller" });

    const first = await blockAs(blocker, blocked.id);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ userId: blocked.id, displayName: "Pushy Seller" });
    expect((await blockAs(blocker, blocked.id)).status).toBe(200);

    const rows = await t.db.select().from(blockedUsers).where(eq(blockedUsers.blockerId, blocker.id));
    expect(rows.map((r) => r.blockedId)).toEqual([blocked.id]);
    expect(await t.db.select().from(blockedUsers).where(eq(blockedUsers.blockerId, blocked.id))).toHaveLength(0);

    const list = await expectJson(await t.api(blocker).blocks.$get(), 200);
    expect(list.items.map((b) => b.userId)).toEqual([blocked.id]);
  });

  it("refuses blocking oneself, an unknown user and a guest", async () => {
    const user = await t.signedInUser();
    expect((await blockAs(user, user.id)).status).toBe(400);
    expect((await blockAs(user, crypto.randomUUID())).status).toBe(404);
    expect((await blockAs(undefined, user.id)).status).toBe(401);
    expect((await t.guest.blocks.$get()).status).toBe(401);
  });
});

describe("reporting", () => {
  it("stores a pending report from the signed-in user, whatever the body claims", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const forged: Report & { reporterId: string } = {
      reportedId: seller.id,
      chatId,
      reason: "scam",
      description: "  Asked me to pay outside the site.  ",
      reporterId: seller.id,
    };
    const body = await expectJson(await reportAs(buyer, forged), 201);
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
    expect((await reportRaw(reporter, { reportedId: reported.id })).status).toBe(400);
    expect((await reportRaw(reporter, { reportedId: reported.id, reason: "rude" })).status).toBe(400);
    const long = "x".repeat(REPORT_DESCRIPTION_MAX_LENGTH + 1);
    expect((await reportAs(reporter, { reportedId: reported.id, reason: "other", description: long })).status).toBe(
      400,
    );

    const blank = await reportAs(reporter, { reportedId: reported.id, reason: "spam", description: "   " });
    expect(blank.status).toBe(201);
    expect(await expectJson(blank, 201)).toMatchObject({ description: null, chatId: null });
  });

  it("accepts a chat only when it is the reporter's and the reported user is its other party", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const stranger = await t.signedInUser();

    const notMine = await reportAs(stranger, { reportedId: seller.id, chatId, reason: "spam" });
    expect(notMine.status).toBe(404);
    const notTheOtherParty = await reportAs(buyer, { reportedId: stranger.id, chatId, reason: "spam" });
    expect(notTheOtherParty.status).toBe(400);
    const unknownChat = await reportAs(buyer, {
      reportedId: seller.id,
      chatId: crypto.randomUUID(),
      reason: "spam",
    });
    expect(unknownChat.status).toBe(404);
    expect(await t.db.select().from(reports).where(eq(reports.reporterId, stranger.id))).toHaveLength(0);
  });

  it("refuses reporting oneself, an unknown user and a guest", async () => {
    const user = await t.signedInUser();
    const self = await reportAs(user, { reportedId: user.id, reason: "other" });
    expect(self.status).toBe(400);
    expect(await errorCode(self)).toBe("BAD_REQUEST");
    expect((await reportAs(user, { reportedId: crypto.randomUUID(), reason: "other" })).status).toBe(404);
    expect((await reportAs(undefined, { reportedId: user.id, reason: "other" })).status).toBe(401);
  });
});
