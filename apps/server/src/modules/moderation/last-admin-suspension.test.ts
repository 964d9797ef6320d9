import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { profiles } from "../../db/schema";

// Its own file: 'the last admin' counts every admin of the database this file owns.
const t = await createTestApp();

async function reportAbout(reportedId: string) {
  const reporter = await t.signedInUser();
  const report = await expectJson(
    await t.api(reporter).reports.$post({ json: { reportedId, reason: "harassment", description: "Abuse" } }),
    201,
  );
  return report.id;
}

const suspendOn = (decider: Caller, reportId: string) =>
  t.api(decider).moderation.reports[":id"].decision.$post({
    param: { id: reportId },
    json: { decision: "resolve", action: "suspend_user" },
  });

const activeAdmins = () =>
  t.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, "admin"), isNull(profiles.suspendedAt)));

describe("the last admin", () => {
  it("is never suspended: an admin suspended meanwhile cannot suspend the only other one (409)", async () => {
    const first = await t.signedInUser({ role: "admin" });
    const second = await t.signedInUser({ role: "admin" });
    const aboutSecond = await reportAbout(second.id);
    // The first admin's request passed the guard, then another decision suspended them.
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, first.id));
    const refused = await suspendOn(first, aboutSecond);
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe("LAST_ADMIN_NOT_SUSPENDABLE");
    expect(await activeAdmins()).toEqual([{ id: second.id }]);
    await t.db.update(profiles).set({ role: "user" }).where(eq(profiles.id, first.id));
  });

  it("two admins suspending each other at once: one suspension stands and one admin stays", async () => {
    const [admin] = await activeAdmins();
    if (admin) await t.db.update(profiles).set({ role: "user" }).where(eq(profiles.id, admin.id));
    const first = await t.signedInUser({ role: "admin" });
    const second = await t.signedInUser({ role: "admin" });
    const aboutSecond = await reportAbout(second.id);
    const aboutFirst = await reportAbout(first.id);
    const results = await Promise.all([suspendOn(first, aboutSecond), suspendOn(second, aboutFirst)]);
    const statuses = results.map((response) => response.status).sort();
    // The loser is refused as the last admin (409) or, when the winner had already signed them
    // out, as a guest (401): either way its suspension does not happen.
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect(await activeAdmins()).toHaveLength(1);
  });
});
