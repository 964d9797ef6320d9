import { describe, expect, it } from "vitest";
import { createTestApp, expectLogged } from "../../../test/test-app";
import { createUser } from "../../db/factories";

// Behind one proxy, so each request can come from its own address past the per-address limit.
const t = await createTestApp({ rateLimits: true, env: { TRUST_PROXY: "1" } });
let addresses = 0;

async function askForReset(email: string) {
  const response = await t.request("/api/auth/request-password-reset", {
    method: "POST",
    json: { email, redirectTo: "/reset-password" },
    headers: { "x-forwarded-for": `198.51.100.${++addresses}` },
  });
  return { status: response.status, body: await response.text() };
}

describe("password-reset mail", () => {
  it("reaches one account at most three times an hour, however many addresses ask", async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < 5; i++) await askForReset(owner.email);
    expect(await t.mailbox(owner.email)).toHaveLength(3);
  });

  it("answers the same whether the account exists, has mail left, or has reached the cap", async () => {
    expectLogged(/auth: Reset Password: User not found/);
    const owner = await createUser(t.db);
    const first = await askForReset(owner.email);
    await askForReset(owner.email);
    await askForReset(owner.email);
    const capped = await askForReset(owner.email);
    const unknown = await askForReset("nobody-here@example.test");
    expect(first.status).toBe(200);
    expect(capped).toEqual(first);
    expect(unknown).toEqual(first);
  });
});
