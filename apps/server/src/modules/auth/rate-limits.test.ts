import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectLogged } from "../../../test/test-app";

// Limits on: this file checks that the per-address limits of sign-in, sign-up and reset hold.
const t = await createTestApp({ rateLimits: true });

async function attempts(times: number, send: () => Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await send()).status);
  return statuses;
}

describe("rate limits", () => {
  it("stop a sixth sign-in attempt within a minute", async () => {
    expectLogged(/auth: User not found/);
    const statuses = await attempts(6, () =>
      t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "x@example.test", password: "wrong-pass" },
      }),
    );
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    const blocked = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "x@example.test", password: "wrong-pass" },
    });
    // Better Auth's own limit says the wait too, in the header every 429 of ours carries.
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorCode(blocked)).toBe("RATE_LIMITED");
  });

  it("stop a sixth sign-up within ten minutes", async () => {
    const statuses = await attempts(6, () =>
      t.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { name: "Spam", email: `spam-${Math.random()}@example.test`, password: "kesä-mökki-2026" },
      }),
    );
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("stop a fourth password-reset request within ten minutes", async () => {
    expectLogged(/auth: Reset Password: User not found/);
    const statuses = await attempts(4, () =>
      t.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email: "someone@example.test", redirectTo: "/reset-password" },
      }),
    );
    expect(statuses.slice(0, 3).every((s) => s === 200)).toBe(true);
    expect(statuses[3]).toBe(429);
  });
});
