import { eq } from "drizzle-orm";
import type { JSONParsed } from "hono/utils/types";
import { describe, expect, it } from "vitest";
import { createTestApp, expectJson, signIn } from "../../../test/test-app";
import { sessions } from "../../db/schema";
import type { Auth } from "../auth";

/**
 * Account settings' signed-in devices (Better Auth's session endpoints): sign-out of one device,
 * of the others, of all; never of someone else's.
 */
const t = await createTestApp();

/** A device as Better Auth's list-sessions answers it, in JSON. */
type Device = JSONParsed<Awaited<ReturnType<Auth["api"]["listSessions"]>>[number]>;

// The device endpoints are Better Auth's, outside ApiType: raw requests, read as Better Auth's own type.
const devicesOf = async (cookie: string) => {
  const response = await t.request("/api/auth/list-sessions", { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Device[];
};

const signedIn = async (cookie: string) =>
  (await expectJson(await t.api({ cookie }).session.$get(), 200)).user !== null;

/** The person signed in on three devices: the one making the requests and two more. */
async function personOnThreeDevices() {
  const me = await t.signedInUser();
  const laptop = await signIn(t.request, me.email, me.password);
  const phone = await signIn(t.request, me.email, me.password);
  return { me, laptop, phone };
}

describe("signed-in devices", () => {
  it("lists only my own devices, and a guest gets 401", async () => {
    const { me } = await personOnThreeDevices();
    const stranger = await t.signedInUser();
    expect((await t.request("/api/auth/list-sessions")).status).toBe(401);
    const mine = await devicesOf(me.cookie);
    expect(mine).toHaveLength(3);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, stranger.id));
    expect(mine.map((device) => device.id)).not.toContain(rows[0]?.id);
  });

  it("signs out one other device, and only that one", async () => {
    const { me, laptop, phone } = await personOnThreeDevices();
    // Every device sees the same list; the laptop's entry is the one with its session's id.
    const laptopSession = await expectJson(await t.api({ cookie: laptop }).session.$get(), 200);
    const token = (await devicesOf(me.cookie)).find((device) => device.id === laptopSession.session?.id)?.token;
    expect(token).toBeTruthy();

    const out = await t.request("/api/auth/revoke-session", { method: "POST", cookie: me.cookie, json: { token } });
    expect(out.status).toBe(200);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(me.cookie)).toBe(true);
    expect(await signedIn(phone)).toBe(true);
    expect(await devicesOf(me.cookie)).toHaveLength(2);
  });

  it("signs out the other devices and keeps this one", async () => {
    const { me, laptop, phone } = await personOnThreeDevices();
    const out = await t.request("/api/auth/revoke-other-sessions", { method: "POST", cookie: me.cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await signedIn(me.cookie)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect(await devicesOf(me.cookie)).toHaveLength(1);
  });

  it("signs out every device, this one included", async () => {
    const { me, laptop, phone } = await personOnThreeDevices();
    const out = await t.request("/api/auth/revoke-sessions", { method: "POST", cookie: me.cookie, json: {} });
    expect(out.status).toBe(200);
    for (const cookie of [me.cookie, laptop, phone]) expect(await signedIn(cookie)).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
  });

  it("cannot sign out another person's device, even with its token", async () => {
    const me = await t.signedInUser();
    const victim = await t.signedInUser();
    const [victimDevice] = await devicesOf(victim.cookie);
    const out = await t.request("/api/auth/revoke-session", {
      method: "POST",
      cookie: me.cookie,
      json: { token: victimDevice?.token },
    });
    expect(out.status).toBe(404);
    expect(await signedIn(victim.cookie)).toBe(true);
    expect(await signedIn(me.cookie)).toBe(true);
  });

  it("answers 401 to a guest before looking at the body", async () => {
    const victim = await t.signedInUser();
    const [device] = await devicesOf(victim.cookie);
    for (const path of ["/api/auth/revoke-session", "/api/auth/revoke-other-sessions", "/api/auth/revoke-sessions"]) {
      const response = await t.request(path, { method: "POST", json: { token: device?.token } });
      expect(response.status).toBe(401);
    }
    expect(await signedIn(victim.cookie)).toBe(true);
  });
});
