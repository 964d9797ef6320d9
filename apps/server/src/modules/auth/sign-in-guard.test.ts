import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, expectLogged, TEST_ORIGIN } from "../../../test/test-app";
import { createUser } from "../../db/factories";

// Behind one proxy, so each guess can come from its own address past the per-address limit.
const t = await createTestApp({ rateLimits: true, env: { TRUST_PROXY: "1" } });
let addresses = 0;

function signIn(email: string, password: string, cookie?: string, origin = TEST_ORIGIN) {
  return t.app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: {
      origin,
      "content-type": "application/json",
      "x-forwarded-for": `203.0.${Math.floor(++addresses / 250)}.${addresses % 250}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
}

async function strangersGuess(email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(email, `wrong-guess-${i}`)).status);
  return statuses;
}

/** The cookie that marks a browser the account signed in from, out of a sign-in's answer. */
function knownDeviceCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("kierto.known_device="));
  if (!cookie) throw new Error("no known-device cookie was set");
  return cookie;
}

async function waitAndError(response: Response) {
  const body = (await response.json()) as { error: { code: string; details?: Record<string, string> } };
  return { retryAfter: response.headers.get("retry-after"), code: body.error.code, details: body.error.details };
}

beforeEach(() => {
  expectLogged(/auth: Invalid password/);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.UTC(2026, 10, 26, 9, 0, 0));
});
afterEach(() => vi.useRealTimers());

describe("the per-account sign-in guard", () => {
  it("evaluates at most ten of 30 simultaneous wrong guesses and refuses the rest with the wait", async () => {
    const owner = await createUser(t.db);
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(owner.email, `guess-${i}`)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const refused = responses.find((r) => r.status === 429);
    if (!refused) throw new Error("nothing was refused");
    expect(await waitAndError(refused)).toEqual({
      retryAfter: "30",
      code: "RATE_LIMITED",
      details: { retryAfterSeconds: "30" },
    });
  });

  it("makes a stranger wait longer after each guess past the tenth instead of walling the account", async () => {
    const owner = await createUser(t.db);
    expect(await strangersGuess(owner.email, 10)).toEqual(Array(10).fill(401));
    expect((await waitAndError(await signIn(owner.email, "guess"))).retryAfter).toBe("30");
    vi.setSystemTime(Date.now() + 30_000);
    expect((await signIn(owner.email, "guess")).status).toBe(401);
    expect((await waitAndError(await signIn(owner.email, "guess"))).retryAfter).toBe("60");
    vi.setSystemTime(Date.now() + 60_000);
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
  });

  it("lets the owner in from a browser they signed in from before, after ten wrong guesses by others", async () => {
    const owner = await createUser(t.db);
    const device = knownDeviceCookie(await signIn(owner.email, owner.password));
    await strangersGuess(owner.email, 12);
    expect((await signIn(owner.email, owner.password)).status).toBe(429);
    expect((await signIn(owner.email, owner.password, device)).status).toBe(200);
  });

  it("does not let a known-device cookie of another account or an altered one past the guard", async () => {
    const [owner, other] = [await createUser(t.db), await createUser(t.db)];
    const othersDevice = knownDeviceCookie(await signIn(other.email, other.password));
    const [name, value = ""] = othersDevice.split("=");
    const altered = `${name}=${encodeURIComponent(decodeURIComponent(value).replace(/^[^:]+/, owner.id))}`;
    await strangersGuess(owner.email, 10);
    expect((await signIn(owner.email, owner.password, othersDevice)).status).toBe(429);
    expect((await signIn(owner.email, owner.password, altered)).status).toBe(429);
  });

  it("forgets the strangers' guesses once the owner completes a password reset", async () => {
    const owner = await createUser(t.db);
    await strangersGuess(owner.email, 12);
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: owner.email, redirectTo: "/reset-password" },
    });
    const [mail] = await t.mailbox(owner.email);
    const token = new URL(mail?.links[0] ?? "").pathname.split("/").pop();
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "uusi-salasana-99" },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(owner.email, "uusi-salasana-99")).status).toBe(200);
  });

  it("keeps counting the guesses when a refused cross-site request comes between them", async () => {
    const owner = await createUser(t.db);
    await strangersGuess(owner.email, 10);
    vi.setSystemTime(Date.now() + 30_000);
    expect((await signIn(owner.email, owner.password, undefined, "https://elsewhere.example")).status).toBe(403);
    expect((await signIn(owner.email, "guess")).status).toBe(401);
    expect((await waitAndError(await signIn(owner.email, "guess"))).retryAfter).toBe("60");
  });
});
