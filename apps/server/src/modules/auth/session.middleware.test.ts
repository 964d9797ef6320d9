import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { sellerWith } from "../../../test/feed-fixtures";
import { type Caller, createTestApp, expectJson, signIn } from "../../../test/test-app";
import { createFavorite } from "../../db/factories";
import { profiles, sessions } from "../../db/schema";

const t = await createTestApp();

/** The statements a request sends through the app's pool, in order. */
async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(t.db.$client, "query");
  try {
    await request();
    return spy.mock.calls.map(([query]) => (typeof query === "string" ? query : (query as { text: string }).text));
  } finally {
    spy.mockRestore();
  }
}

const sessionOf = async (userId: string) => {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  if (!row) throw new Error("no session");
  return row;
};

const DAY_MS = 24 * 60 * 60_000;

/** As after any request in the last minute: the next one has no last_seen to write. */
const seenJustNow = (user: { id: string }) =>
  t.db.update(profiles).set({ lastSeen: new Date() }).where(eq(profiles.id, user.id));

/** The cookies of a browser whose cached copy of the session ran out (its five minutes are over). */
const withoutCachedCopy = (caller: { cookie: string }): Caller => ({
  cookie: caller.cookie
    .split("; ")
    .filter((pair) => !pair.includes("session_data"))
    .join("; "),
});

/** A statement that reads one of Better Auth's tables. */
const readsAuthTables = (text: string) => /from "?(sessions|users)"?/i.test(text);

describe("the session of a request", () => {
  it("costs a guest's feed no statement but the feed's own", async () => {
    const { seller } = await sellerWith(t.db, [{ title: "a" }]);
    const sent = await statementsOf(async () =>
      expectJson(await t.guest.products.$get({ query: { seller: seller.id } }), 200),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('from "products"');
  });

  it("reads a signed-in feed in two statements: the profile beside Better Auth's cached session, then the page with its hearts", async () => {
    const { seller, rows } = await sellerWith(t.db, [{ title: "liked" }, { title: "not" }]);
    const viewer = await t.signedInUser();
    await createFavorite(t.db, { userId: viewer.id, productId: rows[0]?.id as string });
    await seenJustNow(viewer);
    expect(viewer.cookie).toContain("session_data");
    let page: { items: { title: string; isFavorite: boolean }[] } | undefined;
    const sent = await statementsOf(async () => {
      page = await expectJson(await t.api(viewer).products.$get({ query: { seller: seller.id } }), 200);
    });
    expect(sent).toHaveLength(2);
    expect(sent.filter(readsAuthTables)).toEqual([]);
    expect(page?.items.map((item) => [item.title, item.isFavorite])).toEqual([
      ["not", false],
      ["liked", true],
    ]);
  });

  it("reads the profile through a named statement, which each connection parses once", async () => {
    const user = await t.signedInUser();
    await seenJustNow(user);
    const spy = vi.spyOn(t.db.$client, "query");
    try {
      await expectJson(await t.api(user).products.$get({ query: {} }), 200);
      await expectJson(await t.api(user).products.$get({ query: {} }), 200);
      const names = spy.mock.calls.map(([query]) => (query as { name?: string }).name);
      expect(names).toHaveLength(4);
      expect(names[0]).toMatch(/^kierto_session_profile_\d+$/);
      expect(names[2]).toBe(names[0]);
    } finally {
      spy.mockRestore();
    }
  });

  it("keeps last_seen fresh as it reads the session, writing it only when it is a minute old", async () => {
    const user = await t.signedInUser();
    await t.db
      .update(profiles)
      .set({ lastSeen: new Date(Date.now() - DAY_MS) })
      .where(eq(profiles.id, user.id));
    const first = await statementsOf(async () => expectJson(await t.api(user).session.$get(), 200));
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(Date.now() - (profile?.lastSeen?.getTime() ?? 0)).toBeLessThan(60_000);
    expect(first.filter((text) => /update "profiles" set "last_seen"/i.test(text))).toHaveLength(1);

    // Fresh now: the next request reads the session and writes nothing.
    const next = await statementsOf(async () => expectJson(await t.api(user).session.$get(), 200));
    expect(next.filter((text) => /\bupdate\b/i.test(text))).toEqual([]);
  });

  it("treats a cookie whose signature does not hold as a guest's, without asking the database", async () => {
    const user = await t.signedInUser();
    const [name, value] = user.cookie.split("; ")[0]?.split("=") ?? [];
    const token = decodeURIComponent(value ?? "").split(".")[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect(name).toMatch(/session_token$/);
    let body: { user: unknown } | undefined;
    const sent = await statementsOf(async () => {
      body = await expectJson(await t.api({ cookie: forged }).session.$get(), 200);
    });
    expect(body?.user).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it("reads the tables when the cached copy ran out, and hands the browser a fresh one", async () => {
    const user = await t.signedInUser();
    const response = await t.api(withoutCachedCopy(user)).session.$get();
    expect((await expectJson(response, 200)).user).toMatchObject({ id: user.id });
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes("session_data="))).toBe(true);
  });

  it("trusts a cached copy only beside the token of its own session", async () => {
    const ann = await t.signedInUser();
    const bob = await t.signedInUser();
    const pick = (caller: { cookie: string }, name: string) =>
      caller.cookie.split("; ").find((pair) => pair.includes(name)) as string;
    const mixed = `${pick(bob, "session_token")}; ${pick(ann, "session_data")}`;
    expect((await expectJson(await t.api({ cookie: mixed }).session.$get(), 200)).user).toMatchObject({ id: bob.id });
  });

  it("lets Better Auth extend a session due for its daily refresh, and keeps the person signed in", async () => {
    const user = await t.signedInUser();
    const session = await sessionOf(user.id);
    // Issued 29 days ago: a day past the refresh age, a day before it expires.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + DAY_MS) })
      .where(eq(sessions.id, session.id));
    const body = await expectJson(await t.api(withoutCachedCopy(user)).session.$get(), 200);
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect((await sessionOf(user.id)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it("lets Better Auth delete an expired session, and answers as to a guest", async () => {
    const user = await t.signedInUser();
    const session = await sessionOf(user.id);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, session.id));
    expect((await expectJson(await t.api(withoutCachedCopy(user)).session.$get(), 200)).user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session.id))).toHaveLength(0);
  });

  it("answers a session deleted behind Better Auth's back as a guest's at once, though its cached copy is fresh", async () => {
    const user = await t.signedInUser();
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await expectJson(await t.api(user as Caller).session.$get(), 200)).user).toBeNull();
  });

  it("signs every device out at once, for Better Auth's own endpoints too, and a new sign-in works", async () => {
    const user = await t.signedInUser();
    const phone = await signIn(t.request, user.email, user.password);
    expect(phone).toContain("session_data");
    const out = await t.request("/api/auth/revoke-sessions", { method: "POST", cookie: user.cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await expectJson(await t.api({ cookie: phone }).session.$get(), 200)).user).toBeNull();
    const rename = await t.request("/api/auth/update-user", { method: "POST", cookie: phone, json: { name: "Phone" } });
    expect(rename.status).toBe(401);

    const again = await signIn(t.request, user.email, user.password);
    expect((await expectJson(await t.api({ cookie: again }).session.$get(), 200)).user).toMatchObject({ id: user.id });
  });

  it("gives a new role at once, without waiting for the cached copy to run out", async () => {
    const user = await t.signedInUser();
    await t.db.update(profiles).set({ role: "moderator" }).where(eq(profiles.id, user.id));
    expect((await expectJson(await t.api(user).session.$get(), 200)).user).toMatchObject({ role: "moderator" });
  });
});
