import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatFixture, sendMessage } from "../../../test/messaging-fixtures";
import { createTestApp, errorCode, expectJson, signIn } from "../../../test/test-app";
import { auditLog, notifications, profiles } from "../../db/schema";

const t = await createTestApp();

/** A seller suspended by a moderator's decision on the buyer's report from their chat. */
async function suspendedSeller() {
  const fixture = await chatFixture(t);
  const report = await expectJson(
    await t.api(fixture.buyer).reports.$post({
      json: { reportedId: fixture.seller.id, chatId: fixture.chatId, reason: "harassment" },
    }),
    201,
  );
  const moderator = await t.signedInUser({ role: "moderator" });
  await expectJson(
    await t.api(moderator).moderation.reports[":id"].decision.$post({
      param: { id: report.id },
      json: { decision: "resolve", action: "suspend_user", note: "Insults" },
    }),
    200,
  );
  return { ...fixture, reportId: report.id };
}

const lift = (caller: { cookie: string } | undefined, id: string, reason = "Appeal accepted") =>
  t.api(caller).moderation.users[":id"]["lift-suspension"].$post({ param: { id }, json: { reason } });

describe("who may lift a suspension", () => {
  it("refuses guests with 401 before reading the body, and users with 403", async () => {
    const { seller } = await suspendedSeller();
    // A body the typed client would not send: the guards answer before it is read.
    const guest = await t.request(`/api/moderation/users/${seller.id}/lift-suspension`, {
      method: "POST",
      json: { nothing: true },
    });
    expect(guest.status).toBe(401);
    const user = await t.signedInUser();
    const asUser = await t.request(`/api/moderation/users/${seller.id}/lift-suspension`, {
      method: "POST",
      cookie: user.cookie,
      json: { nothing: true },
    });
    expect(asUser.status).toBe(403);
    expect((await lift(user, seller.id)).status).toBe(403);
    expect((await t.api(user).moderation.suspensions.$get()).status).toBe(403);
    expect((await t.guest.moderation.suspensions.$get()).status).toBe(401);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, seller.id));
    expect(profile?.suspendedAt).not.toBeNull();
  });

  it("lets moderators and admins list suspended accounts and lift them", async () => {
    for (const role of ["moderator", "admin"] as const) {
      const { seller, reportId } = await suspendedSeller();
      const staff = await t.signedInUser({ role });
      const list = await expectJson(await t.api(staff).moderation.suspensions.$get(), 200);
      expect(list.items.find((item) => item.user.id === seller.id)).toMatchObject({ reason: "harassment", reportId });
      expect(await expectJson(await lift(staff, seller.id), 200)).toEqual({ id: seller.id, suspended: false });
      const after = await expectJson(await t.api(staff).moderation.suspensions.$get(), 200);
      expect(after.items.some((item) => item.user.id === seller.id)).toBe(false);
    }
  });
});

describe("lifting a suspension", () => {
  it("lets the person sign in and be messaged again, tells them why, and is recorded in the audit log", async () => {
    const { seller, buyer, chatId, reportId } = await suspendedSeller();
    const moderator = await t.signedInUser({ role: "moderator", displayName: "Lifting Moderator" });
    await expectJson(await lift(moderator, seller.id, "  The messages were quoted out of context  "), 200);

    const cookie = await signIn(t.request, seller.email, seller.password);
    expect((await t.api({ cookie }).profiles.me.$get()).status).toBe(200);
    await expectJson(await sendMessage(t, buyer, chatId, "Welcome back"), 201);

    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    const lifted = notices.find((notice) => notice.type === "suspension_lifted");
    // Type and parameters only: the web app writes the sentence in the reader's language.
    expect(lifted).toMatchObject({
      message: "",
      data: { reportId, note: "The messages were quoted out of context" },
    });

    const admin = await t.signedInUser({ role: "admin" });
    const audit = await expectJson(await t.api(admin).admin.audit.$get({ query: {} }), 200);
    const entry = audit.items.find((item) => item.action === "suspension_lifted" && item.target?.id === seller.id);
    expect(entry).toMatchObject({
      actor: { id: moderator.id, displayName: "Lifting Moderator" },
      reportId,
      reason: "The messages were quoted out of context",
    });
    expect(Date.parse(entry?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const subjects = (await t.mailbox(seller.email)).map((m) => m.subject);
    expect(subjects).toContain("Your Kierto account is open again");
  });

  it("refuses an account that is not suspended with 409 NOT_SUSPENDED, and records nothing", async () => {
    const moderator = await t.signedInUser({ role: "moderator" });
    const active = await t.signedInUser();
    const response = await lift(moderator, active.id);
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe("NOT_SUSPENDED");
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, active.id));
    expect(entries).toHaveLength(0);
  });

  it("is done once when two moderators lift at the same moment", async () => {
    const { seller } = await suspendedSeller();
    const [first, second] = await Promise.all([
      lift(await t.signedInUser({ role: "moderator" }), seller.id),
      lift(await t.signedInUser({ role: "admin" }), seller.id),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, seller.id));
    expect(entries.filter((entry) => entry.action === "suspension_lifted")).toHaveLength(1);
  });

  it("refuses an empty reason with 400 and an unknown account with 404", async () => {
    const { seller } = await suspendedSeller();
    const moderator = await t.signedInUser({ role: "moderator" });
    expect((await lift(moderator, seller.id, "   ")).status).toBe(400);
    expect((await lift(moderator, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
