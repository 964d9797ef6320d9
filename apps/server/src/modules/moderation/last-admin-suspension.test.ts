import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { profiles } from "../../db/schema";

// Its own file: 'the last admin' counts every admin of the database this file owns.
const t = await createTestApp();

describe("the last admin", () => {
  it("two admins suspending each other at once: one suspension stands and the last admin stays", async () => {
    const first = await t.signedInUser({ role: "admin" });
    const second = await t.signedInUser({ role: "admin" });
    const reporter = await t.signedInUser();
    const reportAbout = async (reportedId: string) =>
      (
        await expectJson(
          await t.api(reporter).reports.$post({ json: { reportedId, reason: "harassment", description: "Abuse" } }),
          201,
        )
      ).id;
    const aboutSecond = await reportAbout(second.id);
    const aboutFirst = await reportAbout(first.id);
    const [firstSuspends, secondSuspends] = await Promise.all([
      t.api(first).moderation.reports[":id"].decision.$post({
        param: { id: aboutSecond },
        json: { decision: "resolve", action: "suspend_user" },
      }),
      t.api(second).moderation.reports[":id"].decision.$post({
        param: { id: aboutFirst },
        json: { decision: "resolve", action: "suspend_user" },
      }),
    ]);
    expect([firstSuspends.status, secondSuspends.status].sort()).toEqual([200, 409]);
    const refused = firstSuspends.status === 409 ? firstSuspends : secondSuspends;
    expect(await errorCode(refused)).toBe("LAST_ADMIN_NOT_SUSPENDABLE");
    const admins = await t.db.select().from(profiles).where(eq(profiles.role, "admin"));
    expect(admins.filter((admin) => admin.suspendedAt === null)).toHaveLength(1);
  });
});
