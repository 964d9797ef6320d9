import { REALTIME_HEARTBEAT_INTERVAL_MS } from "@kierto/shared";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { chatFixture, sendMessage } from "../../../test/messaging-fixtures";
import { nextEvent, readSse, type SseReader } from "../../../test/sse-client";
import { type Caller, createTestApp, errorCode, signIn, type TestApp } from "../../../test/test-app";
import { MAX_STREAMS_PER_USER } from "./events.routes";

const t = await createTestApp({ env: { LIVE_STREAMS_PER_ADDRESS: "14" } });

const open: SseReader[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((events) => events.close()));
});

async function connect(app: TestApp, user: Caller): Promise<SseReader> {
  const response = await app.api(user).events.$get();
  expect(response.status).toBe(200);
  const events = readSse(response);
  open.push(events);
  await nextEvent(events, "ready");
  return events;
}

/** Whether the stream ends within `ms`. */
async function endsWithin(events: SseReader, ms: number): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
  return Promise.race([events.ended.then(() => true), timeout]);
}

describe("a live stream ends with its session", () => {
  it("at once when that device signs out, and reconnecting is refused", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const tab = await connect(t, seller);
    // Signing out is Better Auth's route, outside ApiType (as are the other /api/auth calls below).
    const out = await t.request("/api/auth/sign-out", { method: "POST", cookie: seller.cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await endsWithin(tab, 2000)).toBe(true);

    // Nothing private reaches the old stream afterwards, and it cannot be reopened.
    await sendMessage(t, buyer, chatId, "Private after sign-out");
    expect(tab.drain().filter((e) => e.event === "message")).toEqual([]);
    expect((await t.api(seller).events.$get()).status).toBe(401);
  });

  it("at once on every device when the account signs out everywhere", async () => {
    const user = await t.signedInUser();
    const laptop = { cookie: await signIn(t.request, user.email, user.password) };
    const phoneTab = await connect(t, user);
    const laptopTab = await connect(t, laptop);
    const out = await t.request("/api/auth/revoke-sessions", { method: "POST", cookie: user.cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await endsWithin(phoneTab, 2000)).toBe(true);
    expect(await endsWithin(laptopTab, 2000)).toBe(true);
  });

  it("at once when the password is reset, but not when another session of the account ends", async () => {
    const user = await t.signedInUser();
    const other = { cookie: await signIn(t.request, user.email, user.password) };
    const tab = await connect(t, user);
    await t.request("/api/auth/sign-out", { method: "POST", cookie: other.cookie, json: {} });
    expect(await endsWithin(tab, 500)).toBe(false);

    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: user.email, redirectTo: "/reset-password" },
    });
    const mails = await t.mailbox(user.email);
    const link = new URL(mails[0]?.links[0] ?? "");
    const follow = await t.request(`${link.pathname}${link.search}`);
    const token = new URL(follow.headers.get("location") ?? "", "http://x").searchParams.get("token");
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "uusi-salasana-99" },
    });
    expect(reset.status).toBe(200);
    expect(await endsWithin(tab, 2000)).toBe(true);
  });

  it(
    "at the next heartbeat once the session has expired, while the others on the instance beat on",
    async () => {
      // The instance checks all its streams' sessions together: only the expired one may end.
      const user = await t.signedInUser();
      const others = [await t.signedInUser(), await t.signedInUser()];
      const tab = await connect(t, user);
      const otherTabs = [await connect(t, others[0] as Caller), await connect(t, others[1] as Caller)];
      await t.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
      expect(await endsWithin(tab, REALTIME_HEARTBEAT_INTERVAL_MS + 3000)).toBe(true);
      expect(tab.drain().filter((e) => e.event === "ping")).toEqual([]);
      for (const other of otherTabs) {
        await nextEvent(other, "ping", REALTIME_HEARTBEAT_INTERVAL_MS + 3000);
        expect(await endsWithin(other, 0)).toBe(false);
      }
    },
    2 * REALTIME_HEARTBEAT_INTERVAL_MS + 10_000,
  );
});

describe("open streams are capped", () => {
  it(`per account at ${MAX_STREAMS_PER_USER}, with 429 beyond and a slot back when one closes`, async () => {
    const user = await t.signedInUser();
    const tabs: SseReader[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) tabs.push(await connect(t, user));
    const over = await t.api(user).events.$get();
    expect(over.status).toBe(429);
    expect(await errorCode(over)).toBe("RATE_LIMITED");

    await tabs[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await connect(t, user);
  });

  it("per address, across accounts", async () => {
    // LIVE_STREAMS_PER_ADDRESS is 14 here; every in-process request comes from 127.0.0.1.
    const first = await t.signedInUser();
    const second = await t.signedInUser();
    for (let i = 0; i < 10; i++) await connect(t, first);
    for (let i = 0; i < 4; i++) await connect(t, second);
    const third = await t.signedInUser();
    const over = await t.api(third).events.$get();
    expect(over.status).toBe(429);
  });
});
