import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { sellerWith } from "../../../test/feed-fixtures";
import { type Caller, createTestApp, expectJson } from "../../../test/test-app";
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

describe("the session of a request", () => {
  it("costs a guest's feed no statement but the feed's own", async () => {
    const { seller } = await sellerWith(t.db, [{ title: "a" }]);
    const sent = await statementsOf(async () =>
      expectJson(await t.guest.products.$get({ query: { seller: seller.id } }), 200),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('from "products"');
  });

  it("reads a signed-in feed in two statements: the session with its user and role, then the page with its hearts", async () => {
    const { seller, rows } = await sellerWith(t.db, [{ title: "liked" }, { title: "not" }]);
    const viewer = await t.signedInUser();
    await createFavorite(t.db, { userId: viewer.id, productId: rows[0]?.id as string });
    await seenJustNow(viewer);
    let page: { items: { title: string; isFavorite: boolean }[] } | undefined;
    const sent = await statementsOf(async () => {
      page = await expectJson(await t.api(viewer).products.$get({ query: { seller: seller.id } }), 200);
    });
    expect(sent).toHaveLength(2);
    expect(page?.items.map((item) => [item.title, item.isFavorite])).toEqual([
      ["not", false],
      ["liked", true],
    ]);
  });

  it("reads the session through a named statement, which each connection parses once", async () => {
    const user = await t.signedInUser();
    await seenJustNow(user);
    const spy = vi.spyOn(t.db.$client, "query");
    try {
      await expectJson(await t.api(user).products.$get({ query: {} }), 200);
      await expectJson(await t.api(user).products.$get({ query: {} }), 200);
      const names = spy.mock.calls.map(([query]) => (query as { name?: string }).name);
      expect(names).toHaveLength(4);
      expect([names[0], names[2]]).toEqual(["kierto_current_session", "kierto_current_session"]);
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
    expect(first.filter((text) => text.includes("update profiles set last_seen"))).toHaveLength(1);

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

  it("lets Better Auth extend a session due for its daily refresh, and keeps the person signed in", async () => {
    const user = await t.signedInUser();
    const session = await sessionOf(user.id);
    // Issued 29 days ago: a day past the refresh age, a day before it expires.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + DAY_MS) })
      .where(eq(sessions.id, session.id));
    const body = await expectJson(await t.api(user as Caller).session.$get(), 200);
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
    expect((await expectJson(await t.api(user as Caller).session.$get(), 200)).user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session.id))).toHaveLength(0);
  });

  it("answers a revoked session as a guest's", async () => {
    const user = await t.signedInUser();
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await expectJson(await t.api(user as Caller).session.$get(), 200)).user).toBeNull();
  });
});
