import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { profiles, reports } from "../../db/schema";

const t = await createTestApp();

/** A report filed by `reporter` about `reportedId`, outside any chat. */
async function fileReport(reporter: Caller, reportedId: string) {
  const report = await expectJson(
    await t.api(reporter).reports.$post({ json: { reportedId, reason: "harassment", description: "Rude" } }),
    201,
  );
  return report.id;
}

const suspendOn = (decider: Caller, reportId: string) =>
  t.api(decider).moderation.reports[":id"].decision.$post({
    param: { id: reportId },
    json: { decision: "resolve", action: "suspend_user", note: "Repeated harassment" },
  });

async function stateOf(reportId: string, userId: string) {
  const [report] = await t.db.select().from(reports).where(eq(reports.id, reportId));
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
  return { status: report?.status, suspendedAt: profile?.suspendedAt ?? null };
}

describe("who may suspend whom", () => {
  it("a moderator cannot suspend another moderator or an admin, and nothing changes", async () => {
    const reporter = await t.signedInUser();
    const moderator = await t.signedInUser({ role: "moderator" });
    for (const role of ["moderator", "admin"] as const) {
      const staff = await t.signedInUser({ role });
      const reportId = await fileReport(reporter, staff.id);
      const refused = await suspendOn(moderator, reportId);
      expect(refused.status).toBe(403);
      expect(await errorCode(refused)).toBe("STAFF_SUSPENSION_ADMIN_ONLY");
      expect(await stateOf(reportId, staff.id)).toEqual({ status: "pending", suspendedAt: null });
    }
  });

  it("a moderator may still suspend an ordinary user, and dismiss a report about an admin", async () => {
    const reporter = await t.signedInUser();
    const moderator = await t.signedInUser({ role: "moderator" });
    const user = await t.signedInUser();
    const aboutUser = await fileReport(reporter, user.id);
    await expectJson(await suspendOn(moderator, aboutUser), 200);
    expect((await stateOf(aboutUser, user.id)).suspendedAt).not.toBeNull();

    const admin = await t.signedInUser({ role: "admin" });
    const aboutAdmin = await fileReport(reporter, admin.id);
    const dismissed = await t.api(moderator).moderation.reports[":id"].decision.$post({
      param: { id: aboutAdmin },
      json: { decision: "dismiss" },
    });
    expect(dismissed.status).toBe(200);
  });

  it("an admin may suspend a moderator and another admin", async () => {
    const reporter = await t.signedInUser();
    const admin = await t.signedInUser({ role: "admin" });
    for (const role of ["moderator", "admin"] as const) {
      const staff = await t.signedInUser({ role });
      const reportId = await fileReport(reporter, staff.id);
      await expectJson(await suspendOn(admin, reportId), 200);
      expect((await stateOf(reportId, staff.id)).suspendedAt).not.toBeNull();
    }
  });
});

describe("a report one filed", () => {
  it("is decided by someone else: its reporter gets 403 OWN_REPORT and the report stays pending", async () => {
    const moderator = await t.signedInUser({ role: "moderator" });
    const user = await t.signedInUser();
    const reportId = await fileReport(moderator, user.id);
    for (const decision of ["dismiss", "resolve"] as const) {
      const refused = await t.api(moderator).moderation.reports[":id"].decision.$post({
        param: { id: reportId },
        json: decision === "dismiss" ? { decision } : { decision, action: "suspend_user" },
      });
      expect(refused.status).toBe(403);
      expect(await errorCode(refused)).toBe("OWN_REPORT");
    }
    expect(await stateOf(reportId, user.id)).toEqual({ status: "pending", suspendedAt: null });

    const other = await t.signedInUser({ role: "moderator" });
    await expectJson(await suspendOn(other, reportId), 200);
  });
});
