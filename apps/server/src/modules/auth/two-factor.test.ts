import { eq } from "drizzle-orm";
import { URI } from "otpauth";
import { describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { enrolTwoFactor, signInToSecondFactor } from "../../../test/two-factor";
import { twoFactors, users } from "../../db/schema";

const t = await createTestApp();

const sessionUser = async (cookie: string) => (await expectJson(await t.api({ cookie }).session.$get(), 200)).user;

const post = (path: string, cookie: string, json: unknown) =>
  t.request(`/api/auth/two-factor/${path}`, { method: "POST", cookie, json });

describe("turning two-factor sign-in on", () => {
  it("needs the password, and takes effect only once a first code from the authenticator is verified", async () => {
    const user = await t.signedInUser();
    const wrong = await post("enable", user.cookie, { password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await errorCode(wrong)).toBe("INVALID_PASSWORD");

    const enabled = await post("enable", user.cookie, { password: user.password });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Kierto:/);
    expect(backupCodes).toHaveLength(10);
    // Not yet: a sign-in still needs the password alone, and the session says it is off.
    expect((await sessionUser(user.cookie))?.twoFactorEnabled).toBe(false);

    const badCode = await post("verify-totp", user.cookie, { code: "000000" });
    expect(badCode.status).toBe(401);
    expect(await errorCode(badCode)).toBe("INVALID_TWO_FACTOR_CODE");
    const verified = await post("verify-totp", user.cookie, { code: URI.parse(totpURI).generate() });
    expect(verified.status).toBe(200);
    expect((await sessionUser(cookieFrom(verified)))?.twoFactorEnabled).toBe(true);
    const [stored] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    // Kept encrypted: neither the secret nor a backup code is stored as given.
    expect(stored?.secret).not.toContain(URI.parse(totpURI).secret.base32);
    expect(stored?.backupCodes).not.toContain(backupCodes[0]);
  });

  it("cannot be turned on twice, and needs a session", async () => {
    const user = await t.signedInUser();
    const enrolled = await enrolTwoFactor(t, user);
    const again = await post("enable", enrolled.cookie, { password: user.password });
    expect(again.status).toBe(400);
    expect(await errorCode(again)).toBe("TWO_FACTOR_ALREADY_ENABLED");
    const guest = await t.request("/api/auth/two-factor/enable", { method: "POST", json: { password: "x" } });
    expect(guest.status).toBe(401);
  });
});

describe("signing in with two-factor sign-in on", () => {
  it("the password alone gives no session; a wrong code none either; the authenticator's code does", async () => {
    const user = await t.signedInUser();
    const { code } = await enrolTwoFactor(t, user);
    const pending = await signInToSecondFactor(t, user.email, user.password);
    expect(await sessionUser(pending)).toBeNull();

    const wrong = await post("verify-totp", pending, { code: "123456" === code() ? "654321" : "123456" });
    expect(wrong.status).toBe(401);
    expect(await errorCode(wrong)).toBe("INVALID_TWO_FACTOR_CODE");
    const right = await post("verify-totp", pending, { code: code() });
    expect(right.status).toBe(200);
    expect((await sessionUser(cookieFrom(right)))?.id).toBe(user.id);

    // The pending sign-in is used up: its cookie cannot open a second session.
    const replay = await post("verify-totp", pending, { code: code() });
    expect(replay.status).toBe(401);
    expect(await errorCode(replay)).toBe("TWO_FACTOR_SIGN_IN_EXPIRED");
  });

  it("a backup code stands in for a lost device, once", async () => {
    const user = await t.signedInUser();
    const { backupCodes } = await enrolTwoFactor(t, user);
    const [first = ""] = backupCodes;
    const pending = await signInToSecondFactor(t, user.email, user.password);
    const used = await post("verify-backup-code", pending, { code: first });
    expect(used.status, await used.clone().text()).toBe(200);
    expect((await sessionUser(cookieFrom(used)))?.id).toBe(user.id);

    const later = await signInToSecondFactor(t, user.email, user.password);
    const reused = await post("verify-backup-code", later, { code: first });
    expect(reused.status).toBe(401);
    expect(await errorCode(reused)).toBe("INVALID_TWO_FACTOR_CODE");
  });

  it("a code without a pending sign-in is refused", async () => {
    const refused = await t.request("/api/auth/two-factor/verify-totp", { method: "POST", json: { code: "123456" } });
    expect(refused.status).toBe(401);
    expect(await errorCode(refused)).toBe("TWO_FACTOR_SIGN_IN_EXPIRED");
  });
});

describe("turning two-factor sign-in off", () => {
  it("needs the password; then the password alone signs in again", async () => {
    const user = await t.signedInUser();
    const { cookie } = await enrolTwoFactor(t, user);
    const wrong = await post("disable", cookie, { password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await errorCode(wrong)).toBe("INVALID_PASSWORD");
    const disabled = await post("disable", cookie, { password: user.password });
    expect(disabled.status).toBe(200);
    const [row] = await t.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id));
    expect(row?.on).toBe(false);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(200);
    expect((await sessionUser(cookieFrom(signIn)))?.id).toBe(user.id);
  });
});
