import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, expectLogged } from "../../test/test-app";

const t = await createTestApp({ rateLimits: true });
const START = Date.UTC(2026, 10, 26, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe("Kierto's own rate limits", () => {
  it("keep a one-hour window whole after Better Auth prunes its ten-minute counters", async () => {
    expectLogged(/auth: Invalid password/);
    const user = await t.signedInUser();
    const exportData = () => t.api(user).me.export.$get();
    for (let i = 0; i < 10; i++) expect((await exportData()).status).toBe(200);
    const refused = await exportData();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    // The limit itself, in the IETF RateLimit header fields: 10 an hour, none left, free again in an hour.
    expect(refused.headers.get("ratelimit-limit")).toBe("10");
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("ratelimit-reset")).toBe("3600");
    expect(refused.headers.get("ratelimit-policy")).toBe("10;w=3600");

    // Eleven minutes on, a sign-in whose per-address window has passed makes Better Auth delete
    // every row of its table older than its longest window (ten minutes).
    vi.setSystemTime(START + 11 * 60_000);
    const expired = sql`select 1 from rate_limits where last_request < ${Date.now() - 600_000}`;
    expect((await t.db.execute(expired)).rows.length).toBeGreaterThan(0);
    await t.request("/api/auth/sign-in/email", { method: "POST", json: { email: user.email, password: "wrong-pass" } });
    expect((await t.db.execute(expired)).rows).toHaveLength(0);

    const stillRefused = await exportData();
    expect(stillRefused.status).toBe(429);
    expect(stillRefused.headers.get("retry-after")).toBe(String(60 * 60 - 11 * 60));
    vi.setSystemTime(START + 60 * 60_000 + 1);
    expect((await exportData()).status).toBe(200);
  });
});
