import { describe, expect, it } from "vitest";
import { type Caller, cookieFrom, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { enrolTwoFactor, signInToSecondFactor } from "../../../test/two-factor";

// The production setting: staff routes need the person's second factor.
const t = await createTestApp({ env: { REQUIRE_STAFF_TWO_FACTOR: "true" } });

/** One request to each kind of staff route: the moderation queue, appeals, suspensions, the admin pages. */
async function staffStatuses(caller: Caller) {
  const api = t.api(caller);
  return {
    queue: await api.moderation.reports.$get(),
    appeals: await api.moderation.appeals.$get(),
    suspensions: await api.moderation.suspensions.$get(),
    stats: await api.admin.stats.$get(),
  };
}

describe("staff routes with REQUIRE_STAFF_TWO_FACTOR on", () => {
  it("refuse a moderator and an admin without a second factor with 403 STAFF_TWO_FACTOR_REQUIRED", async () => {
    const moderator = await t.signedInUser({ role: "moderator" });
    const { queue, appeals, suspensions } = await staffStatuses(moderator);
    for (const response of [queue, appeals, suspensions]) {
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe("STAFF_TWO_FACTOR_REQUIRED");
    }
    const admin = await t.signedInUser({ role: "admin" });
    for (const response of Object.values(await staffStatuses(admin))) {
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe("STAFF_TWO_FACTOR_REQUIRED");
    }
    // The session tells the web app to send them to set it up.
    for (const person of [moderator, admin]) {
      const { user } = await expectJson(await t.api(person).session.$get(), 200);
      expect(user?.twoFactorSetupRequired).toBe(true);
    }
    const plain = await expectJson(await t.api(await t.signedInUser()).session.$get(), 200);
    expect(plain.user?.twoFactorSetupRequired).toBe(false);
  });

  it("still tell a guest 401 and an ordinary user a plain 403, whether or not they have a second factor", async () => {
    expect((await t.guest.moderation.reports.$get()).status).toBe(401);
    const user = await t.signedInUser();
    const { cookie } = await enrolTwoFactor(t, user);
    const refused = await t.api({ cookie }).moderation.reports.$get();
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe("FORBIDDEN");
  });

  it("open to a moderator and an admin once they turned two-factor sign-in on and signed in with it", async () => {
    const moderator = await t.signedInUser({ role: "moderator" });
    const enrolled = await enrolTwoFactor(t, moderator);
    const { queue, appeals, suspensions, stats } = await staffStatuses({ cookie: enrolled.cookie });
    const session = await expectJson(await t.api({ cookie: enrolled.cookie }).session.$get(), 200);
    expect(session.user?.twoFactorSetupRequired).toBe(false);
    expect([queue.status, appeals.status, suspensions.status, stats.status]).toEqual([200, 200, 200, 403]);
    expect(await errorCode(stats)).toBe("FORBIDDEN");

    const admin = await t.signedInUser({ role: "admin" });
    const { code } = await enrolTwoFactor(t, admin);
    const pending = await signInToSecondFactor(t, admin.email, admin.password);
    const verified = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie: pending,
      json: { code: code() },
    });
    const signedIn = { cookie: cookieFrom(verified) };
    for (const response of Object.values(await staffStatuses(signedIn))) expect(response.status).toBe(200);
  });
});
