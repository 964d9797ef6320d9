import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatFixture } from "../../../test/messaging-fixtures";
import { type Caller, createTestApp, errorCode, expectJson, signIn } from "../../../test/test-app";
import { auditLog, notifications, profiles, reports } from "../../db/schema";

const t = await createTestApp();

/** Our error body as auth-routes reshape Better Auth's refusals, with the suspension's details. */
const refusalSchema = z.object({
  error: z.object({ code: z.string(), details: z.record(z.string(), z.string()).optional() }),
});

/** A report about the seller, decided by a moderator with `action`. */
async function decided(action: "none" | "suspend_user") {
  const fixture = await chatFixture(t);
  const report = await expectJson(
    await t.api(fixture.buyer).reports.$post({
      json: { reportedId: fixture.seller.id, chatId: fixture.chatId, reason: "scam" },
    }),
    201,
  );
  const decider = await t.signedInUser({ role: "moderator" });
  await expectJson(
    await t.api(decider).moderation.reports[":id"].decision.$post({
      param: { id: report.id },
      json: { decision: "resolve", action, note: "Asked for payment outside Kierto" },
    }),
    200,
  );
  return { ...fixture, reportId: report.id, decider };
}

/** The refused sign-in of a suspended person: its details carry the way to the appeal form. */
async function refusedSignIn(email: string, password: string) {
  // Better Auth's sign-in, outside ApiType: its refusal read through our error schema.
  const response = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
  expect(response.status).toBe(403);
  const body = refusalSchema.parse(await response.json());
  expect(body.error.code).toBe("ACCOUNT_SUSPENDED");
  return body.error.details ?? {};
}

const appeal = (
  caller: Caller | undefined,
  { token, ...json }: { reportId: string; statement: string; token?: string },
) => t.api(caller).appeals.$post({ json, header: token === undefined ? {} : { "x-appeal-token": token } });

describe("an appeal against a report a moderator filed", () => {
  it("is decided by someone else than its reporter: 403 OWN_REPORT", async () => {
    const { seller, buyer, reportId } = await decided("suspend_user");
    const { appealToken } = await refusedSignIn(seller.email, seller.password);
    const filed = await expectJson(await appeal(undefined, { reportId, token: appealToken, statement: "No" }), 201);
    // The buyer who filed the report has since become a moderator.
    await t.db.update(profiles).set({ role: "moderator" }).where(eq(profiles.id, buyer.id));
    const refused = await t.api(buyer).moderation.appeals[":id"].decision.$post({
      param: { id: filed.id },
      json: { outcome: "overturned", note: "I take it back" },
    });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe("OWN_REPORT");
  });
});

describe("a suspended person's appeal", () => {
  it("is reachable from the refused sign-in and the mail, lands in the queue, and is filed once", async () => {
    const { seller, reportId } = await decided("suspend_user");
    const details = await refusedSignIn(seller.email, seller.password);
    expect(details).toMatchObject({ reason: "scam", reportId });
    const token = details.appealToken ?? "";
    expect(token).not.toBe("");

    const [suspension] = await t.mailbox(seller.email);
    expect(suspension?.text).toContain(`/appeal?report=${reportId}&token=${encodeURIComponent(token)}`);

    const filed = await expectJson(
      await appeal(undefined, { reportId, token, statement: "It was a joke between friends" }),
      201,
    );
    expect(filed).toMatchObject({ reportId, status: "pending" });

    const other = await t.signedInUser({ role: "moderator" });
    const queue = await expectJson(await t.api(other).moderation.appeals.$get(), 200);
    expect(queue.items.find((item) => item.id === filed.id)).toMatchObject({
      person: { id: seller.id },
      statement: "It was a joke between friends",
      suspended: true,
      decision: { reportId, reason: "scam", action: "suspend_user", ownDecision: false },
    });

    const again = await appeal(undefined, { reportId, token, statement: "Again" });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe("ALREADY_APPEALED");
    // Once appealed, the refused sign-in no longer offers the form.
    expect((await refusedSignIn(seller.email, seller.password)).appealToken).toBeUndefined();
  });

  it("refuses a guest without a token, a tampered token and a token for another decision, with 401", async () => {
    const { seller, reportId } = await decided("suspend_user");
    const { appealToken = "" } = await refusedSignIn(seller.email, seller.password);
    const other = await decided("suspend_user");
    for (const token of [undefined, `${appealToken}x`, `x${appealToken}`]) {
      const response = await appeal(undefined, { reportId, statement: "Please", ...(token ? { token } : {}) });
      expect(response.status).toBe(401);
    }
    const wrongReport = await appeal(undefined, { reportId: other.reportId, token: appealToken, statement: "Please" });
    expect(wrongReport.status).toBe(401);
  });

  it("overturned by another moderator, lifts the suspension and tells the person why; the decider may not", async () => {
    const { seller, reportId, decider } = await decided("suspend_user");
    const { appealToken } = await refusedSignIn(seller.email, seller.password);
    const filed = await expectJson(await appeal(undefined, { reportId, token: appealToken, statement: "Joke" }), 201);

    const decide = (caller: Caller, outcome: "upheld" | "overturned") =>
      t.api(caller).moderation.appeals[":id"].decision.$post({
        param: { id: filed.id },
        json: { outcome, note: "The buyer confirmed it was a joke" },
      });
    const own = await decide(decider, "overturned");
    expect(own.status).toBe(403);
    expect(await errorCode(own)).toBe("OWN_DECISION");
    const ownQueue = await expectJson(await t.api(decider).moderation.appeals.$get(), 200);
    expect(ownQueue.items.find((item) => item.id === filed.id)?.decision.ownDecision).toBe(true);

    const reviewer = await t.signedInUser({ role: "admin" });
    expect(await expectJson(await decide(reviewer, "overturned"), 200)).toEqual({
      id: filed.id,
      status: "overturned",
      suspensionLifted: true,
    });
    expect((await decide(reviewer, "upheld")).status).toBe(409);

    await signIn(t.request, seller.email, seller.password);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notices.find((notice) => notice.type === "appeal_decided")).toMatchObject({
      message: "",
      data: { reportId, outcome: "overturned", suspensionLifted: true, note: "The buyer confirmed it was a joke" },
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "appeal_decided"));
    expect(entry).toMatchObject({ actorId: reviewer.id, targetUserId: seller.id, reportId });
    const subjects = (await t.mailbox(seller.email)).map((m) => m.subject);
    expect(subjects).toContain("Your Kierto appeal was accepted");
  });
});

describe("a signed-in person's appeal", () => {
  it("is filed with the session, upheld by a moderator, and the person is told", async () => {
    const { seller, reportId } = await decided("none");
    const filed = await expectJson(await appeal(seller, { reportId, statement: "I did nothing wrong" }), 201);
    const reviewer = await t.signedInUser({ role: "moderator" });
    await expectJson(
      await t.api(reviewer).moderation.appeals[":id"].decision.$post({
        param: { id: filed.id },
        json: { outcome: "upheld", note: "The messages ask for a bank transfer" },
      }),
      200,
    );
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notices.find((notice) => notice.type === "appeal_decided")?.data).toMatchObject({
      outcome: "upheld",
      suspensionLifted: false,
    });
    const exported = await expectJson(await t.api(seller).me.export.$get(), 200);
    expect(JSON.stringify(exported)).toContain("I did nothing wrong");
  });

  it("is refused for another person's decision (404), a dismissed report and after 14 days (409)", async () => {
    const { buyer, reportId } = await decided("none");
    expect((await appeal(buyer, { reportId, statement: "Not mine" })).status).toBe(404);

    const late = await decided("none");
    await t.db
      .update(reports)
      .set({ resolvedAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(eq(reports.id, late.reportId));
    const tooLate = await appeal(late.seller, { reportId: late.reportId, statement: "Late" });
    expect(tooLate.status).toBe(409);
    expect(await errorCode(tooLate)).toBe("APPEAL_NOT_OPEN");

    const fixture = await chatFixture(t);
    const report = await expectJson(
      await t.api(fixture.buyer).reports.$post({ json: { reportedId: fixture.seller.id, reason: "spam" } }),
      201,
    );
    const moderator = await t.signedInUser({ role: "moderator" });
    await t.api(moderator).moderation.reports[":id"].decision.$post({
      param: { id: report.id },
      json: { decision: "dismiss" },
    });
    const dismissed = await appeal(fixture.seller, { reportId: report.id, statement: "Nothing to appeal" });
    expect(dismissed.status).toBe(409);
    expect(await errorCode(dismissed)).toBe("APPEAL_NOT_OPEN");
  });
});

describe("who may read and decide appeals", () => {
  it("refuses guests with 401 before the body, and users with 403", async () => {
    const user = await t.signedInUser();
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [caller, status] of [
      [undefined, 401],
      [user, 403],
    ] as const) {
      expect((await t.api(caller).moderation.appeals.$get()).status).toBe(status);
      const response = await t.request(`/api/moderation/appeals/${id}/decision`, {
        method: "POST",
        json: {},
        ...(caller ? { cookie: caller.cookie } : {}),
      });
      expect(response.status).toBe(status);
    }
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.role).toBe("user");
  });
});
