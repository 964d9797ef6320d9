import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectLogged } from "../../../test/test-app";
import { createUser } from "../../db/factories";

// Behind one reverse proxy (TRUST_PROXY=1), with the limits on.
const t = await createTestApp({ rateLimits: true, env: { TRUST_PROXY: "1" } });

function signIn(email: string, password: string, forwardedFor: string) {
  return t.request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email, password },
    headers: { "x-forwarded-for": forwardedFor },
  });
}

describe("sign-in limits behind a proxy", () => {
  it("keep counting one client who rotates the addresses it writes into X-Forwarded-For", async () => {
    expectLogged(/auth: User not found/);
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++) {
      // The client claims a new address each time; the proxy appends the one it really saw.
      statuses.push((await signIn("rotating@example.test", "wrong-pass", `10.1.1.${i}, 198.51.100.9`)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it("limit failed passwords per account even when every guess comes from a new address", async () => {
    expectLogged(/auth: Invalid password/);
    const owner = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) statuses.push((await signIn(owner.email, "wrong-pass", `203.0.113.${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await signIn(owner.email.toUpperCase(), owner.password, "203.0.113.99");
    expect(blocked.status).toBe(429);
    expect(await errorCode(blocked)).toBe("RATE_LIMITED");
  });

  it("do not hold up an account whose owner signs in successfully between a few mistakes", async () => {
    expectLogged(/auth: Invalid password/);
    const owner = await createUser(t.db);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) await signIn(owner.email, "wrong-pass", `192.0.2.${round * 10 + i}`);
      expect((await signIn(owner.email, owner.password, `192.0.2.${round * 10 + 9}`)).status).toBe(200);
    }
  });
});
