import { describe, expect, it } from "vitest";
import { expectLogged } from "../../../test/logged";
import { createTestApp, expectJson, signIn } from "../../../test/test-app";

/**
 * Account pre-hijacking: someone signs up first with another person's address and a password of
 * their own, and waits for the owner to confirm it. Confirming must not hand the owner a session
 * in that account; the owner gets in by resetting the password, which shuts the other person out.
 */
const t = await createTestApp();

// Every step here is Better Auth's (sign-up, sign-in, the mailed links, reset), outside ApiType: raw requests.
const victim = "owner@example.test";
const attackerPassword = "hyökkääjän-salasana-1";

/** Opens a mailed link: Better Auth's routes, outside ApiType. */
async function open(link: string) {
  const url = new URL(link);
  return t.request(`${url.pathname}${url.search}`);
}

const sessionCookies = (response: Response) =>
  response.headers.getSetCookie().filter((c) => c.includes("session_token=") && !c.includes("Max-Age=0"));

async function signInStatus(password: string) {
  const response = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email: victim, password } });
  return response.status;
}

async function sessionUser(cookie: string) {
  return (await expectJson(await t.api({ cookie }).session.$get(), 200)).user;
}

describe("an account someone else signed up with the owner's address", () => {
  it("is not entered by confirming it, and the owner's reset locks the other person out", async () => {
    expectLogged(/auth: Invalid password/);
    const signUp = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: "Not The Owner", email: victim, password: attackerPassword, callbackURL: "/welcome" },
    });
    expect(signUp.status).toBe(200);

    // The owner opens the confirmation link that arrived in their inbox: confirmed, not signed in.
    const [confirmation] = await t.mailbox(victim);
    const confirmed = await open(confirmation?.links[0] ?? "");
    expect(confirmed.status).toBe(302);
    expect(sessionCookies(confirmed)).toEqual([]);

    // The other person signs in meanwhile with the password they chose.
    const attacker = await signIn(t.request, victim, attackerPassword);
    expect(await sessionUser(attacker)).not.toBeNull();

    // The owner, who never knew that password, resets it from the inbox only they read.
    const ask = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: victim, redirectTo: "/reset-password" },
    });
    expect(ask.status).toBe(200);
    const reset = (await t.mailbox(victim)).find((mail) => mail.subject.includes("Reset"));
    const follow = await open(reset?.links[0] ?? "");
    const token = new URL(follow.headers.get("location") ?? "", "http://x").searchParams.get("token");
    const done = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "omistajan-oma-salasana-2" },
    });
    expect(done.status).toBe(200);

    expect(await sessionUser(attacker)).toBeNull();
    expect(await signInStatus(attackerPassword)).toBe(401);
    expect(await signInStatus("omistajan-oma-salasana-2")).toBe(200);
  });
});
