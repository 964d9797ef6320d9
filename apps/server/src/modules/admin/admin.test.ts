import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson, signIn } from "../../../test/test-app";
import { enrolTwoFactor } from "../../../test/two-factor";
import { createProduct, createUser } from "../../db/factories";
import { auditLog, profiles, reports } from "../../db/schema";

const t = await createTestApp();

const roleOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]?.role;

describe("who may use the admin endpoints", () => {
  it("refuses guests with 401, and users and moderators with 403", async () => {
    const user = await t.signedInUser();
    const moderator = await t.signedInUser({ role: "moderator" });
    const target = await t.signedInUser();
    for (const caller of [undefined, user, moderator]) {
      const api = t.api(caller);
      const expected = caller ? 403 : 401;
      expect((await api.admin.stats.$get()).status).toBe(expected);
      expect((await api.admin.users.$get({ query: {} })).status).toBe(expected);
      expect((await api.admin.audit.$get({ query: {} })).status).toBe(expected);
      const put = await api.admin.users[":id"].role.$put({ param: { id: target.id }, json: { role: "admin" } });
      expect(put.status).toBe(expected);
    }
    expect(await roleOf(target.id)).toBe("user");
  });
});

describe("the dashboard figures", () => {
  it("count users, products, transactions, reviews and pending reports", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const before = await expectJson(await t.api(admin).admin.stats.$get(), 200);
    const seller = await createUser(t.db);
    await createProduct(t.db, { userId: seller.id });
    await t.db.insert(reports).values({ reporterId: admin.id, reportedId: seller.id, reason: "spam" });
    const after = await expectJson(await t.api(admin).admin.stats.$get(), 200);
    expect(after.totalUsers - before.totalUsers).toBe(1);
    expect(after.totalProducts - before.totalProducts).toBe(1);
    expect(after.pendingReports - before.pendingReports).toBe(1);
    expect(after.totalTransactions).toBeGreaterThanOrEqual(0);
    expect(after.totalReviews).toBeGreaterThanOrEqual(0);
  });
});

describe("the user list", () => {
  it("finds users by part of their name or e-mail address, 20 a page", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const word = `zq${Date.now().toString(36)}`;
    await createUser(t.db, { displayName: `Liisa ${word}` });
    await createUser(t.db, { email: `${word}@example.test` });
    for (let i = 0; i < 21; i++) await createUser(t.db, { displayName: `Paged ${word}x ${i}` });

    const byName = await expectJson(await t.api(admin).admin.users.$get({ query: { q: `Liisa ${word}` } }), 200);
    expect(byName.items.map((u) => u.displayName)).toEqual([`Liisa ${word}`]);
    const byEmail = await expectJson(await t.api(admin).admin.users.$get({ query: { q: `${word}@` } }), 200);
    expect(byEmail.items).toHaveLength(1);
    expect(byEmail.items[0]).toMatchObject({
      email: `${word}@example.test`,
      role: "user",
      suspended: false,
      twoFactorEnabled: false,
    });

    const first = await expectJson(await t.api(admin).admin.users.$get({ query: { q: `${word}x` } }), 200);
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const second = await expectJson(await t.api(admin).admin.users.$get({ query: { q: `${word}x`, page: "2" } }), 200);
    expect(second.items).toHaveLength(1);
  });

  it("treats % and _ as plain characters", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const page = await expectJson(await t.api(admin).admin.users.$get({ query: { q: "%_%" } }), 200);
    expect(page.items).toHaveLength(0);
  });
});

describe("changing roles", () => {
  it("lets an admin make a user a moderator, and records who, what, on whom and why", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const target = await t.signedInUser({ displayName: "Becoming Moderator" });
    const response = await t.api(admin).admin.users[":id"].role.$put({
      param: { id: target.id },
      json: { role: "moderator", reason: "Helps in the community" },
    });
    expect(await expectJson(response, 200)).toEqual({ role: "moderator" });
    expect(await roleOf(target.id)).toBe("moderator");

    const audit = await expectJson(await t.api(admin).admin.audit.$get({ query: {} }), 200);
    expect(audit.items.find((entry) => entry.target?.id === target.id)).toMatchObject({
      action: "role_changed",
      actor: { id: admin.id },
      target: { id: target.id, displayName: "Becoming Moderator" },
      details: { from: "user", to: "moderator" },
      reason: "Helps in the community",
    });
  });

  it("refuses an unknown role with 400 and an unknown user with 404", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    // A role the typed client would not let through.
    const bad = await t.request(`/api/admin/users/${admin.id}/role`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { role: "owner" },
    });
    expect(bad.status).toBe(400);
    const missing = await t.api(admin).admin.users[":id"].role.$put({
      param: { id: "00000000-0000-4000-8000-000000000000" },
      json: { role: "moderator" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("the last admin", () => {
  it("cannot be demoted, even when two admins demote each other at the same moment", async () => {
    // This file's database has other admins; make these two the only ones.
    await t.db.update(profiles).set({ role: "user" }).where(eq(profiles.role, "admin"));
    const anna = await t.signedInUser({ role: "admin" });
    const ben = await t.signedInUser({ role: "admin" });

    const [first, second] = await Promise.all([
      t.api(anna).admin.users[":id"].role.$put({ param: { id: ben.id }, json: { role: "user" } }),
      t.api(ben).admin.users[":id"].role.$put({ param: { id: anna.id }, json: { role: "user" } }),
    ]);
    const statuses = [first.status, second.status].sort();
    // The loser is either refused as the last admin (409) or, demoted first, no longer an admin (403).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const remaining = await t.db.select().from(profiles).where(eq(profiles.role, "admin"));
    expect(remaining).toHaveLength(1);

    const [last] = remaining;
    const lastCaller = last?.id === anna.id ? anna : ben;
    const self = await t.api(lastCaller).admin.users[":id"].role.$put({
      param: { id: lastCaller.id },
      json: { role: "moderator" },
    });
    expect(self.status).toBe(409);
    expect(await errorCode(self)).toBe("LAST_ADMIN");
  });
});

describe("the audit log's pages", () => {
  it("reaches every entry beyond the first 100, newest first, in a stable order", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const target = await createUser(t.db);
    // 230 entries, many of them sharing one instant: the order must not depend on chance.
    const base = Date.parse("2020-01-01T12:00:00Z");
    await t.db.insert(auditLog).values(
      Array.from({ length: 230 }, (_, i) => ({
        actorId: admin.id,
        action: "role_changed" as const,
        targetUserId: target.id,
        details: { from: "user", to: "moderator", n: String(i) },
        createdAt: new Date(base + Math.floor(i / 7) * 1000),
      })),
    );
    const expected = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id));

    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const page = await expectJson(await t.api(admin).admin.audit.$get({ query: before ? { before } : {} }), 200);
      seen.push(...page.items.map((entry) => entry.id));
      expect(page.items.length).toBeLessThanOrEqual(100);
      before = page.nextCursor ?? undefined;
      pages++;
      // An action recorded while the admin reads goes to the top, not into the next page.
      if (pages === 1) {
        await t.db.insert(auditLog).values({ actorId: admin.id, action: "report_dismissed", targetUserId: target.id });
      }
    } while (before && pages < 10);

    expect(pages).toBe(Math.ceil(expected.length / 100));
    expect(seen).toEqual(expected.map((row) => row.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("refuses a cursor that was tampered with, with 400", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const response = await t.api(admin).admin.audit.$get({ query: { before: "not-a-cursor" } });
    expect(response.status).toBe(400);
  });
});

describe("an admin's reset of a second factor", () => {
  const reset = (caller: Caller | undefined, id: string, reason = "Lost the phone and the backup codes") =>
    t.api(caller).admin.users[":id"]["two-factor"].reset.$post({ param: { id }, json: { reason } });

  it("is for admins only: 401 for a guest, 403 for users and moderators, and nothing changes", async () => {
    const target = await t.signedInUser();
    const { cookie } = await enrolTwoFactor(t, target);
    const user = await t.signedInUser();
    const moderator = await t.signedInUser({ role: "moderator" });
    expect((await reset(undefined, target.id)).status).toBe(401);
    for (const caller of [user, moderator]) expect((await reset(caller, target.id)).status).toBe(403);
    expect((await expectJson(await t.api({ cookie }).session.$get(), 200)).user?.twoFactorEnabled).toBe(true);
  });

  it("takes the factor away, ends the person's sessions, and is recorded with its reason", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const target = await t.signedInUser();
    const { cookie } = await enrolTwoFactor(t, target);
    // The user list says who has a second factor, so the admin sees whom a reset is for.
    const before = await expectJson(await t.api(admin).admin.users.$get({ query: { q: target.email } }), 200);
    expect(before.items[0]?.twoFactorEnabled).toBe(true);
    expect(await expectJson(await reset(admin, target.id), 200)).toEqual({ twoFactorEnabled: false });
    expect((await expectJson(await t.api({ cookie }).session.$get(), 200)).user).toBeNull();
    // The password alone signs in again, and the person can set up a new factor.
    const again = await signIn(t.request, target.email, target.password);
    expect((await expectJson(await t.api({ cookie: again }).session.$get(), 200)).user?.twoFactorEnabled).toBe(false);
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "two_factor_reset",
      targetUserId: target.id,
      reason: "Lost the phone and the backup codes",
    });
    const listed = await expectJson(await t.api(admin).admin.users.$get({ query: { q: target.email } }), 200);
    expect(listed.items[0]?.twoFactorEnabled).toBe(false);
  });

  it("refuses an account without a second factor (409), an unknown one (404) and an empty reason (400)", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const target = await t.signedInUser();
    const none = await reset(admin, target.id);
    expect(none.status).toBe(409);
    expect(await errorCode(none)).toBe("TWO_FACTOR_NOT_ENABLED");
    expect((await reset(admin, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await reset(admin, target.id, "  ")).status).toBe(400);
  });
});
