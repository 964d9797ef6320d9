import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, errorCode, expectJson, TEST_ORIGIN } from "../../../test/test-app";
import { createApp } from "../../app";
import { favorites, notifications } from "../../db/schema";
import { messagePageSchema } from "../messages";
import { productDetailSchema } from "../products";
import { sessionSchema } from "../profiles";
import { testChatSchema, testListingSchema, testUserSchema } from "./test-data.schemas";

const t = await createTestApp();

/** What @hono/node-server hands the app for a caller on this machine, or on another. */
const socketOf = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const loopback = socketOf("127.0.0.1");

function post(path: string, json: unknown, options: { env?: object; headers?: Record<string, string> } = {}) {
  const headers = { "content-type": "application/json", origin: TEST_ORIGIN, ...options.headers };
  return t.app.request(path, { method: "POST", headers, body: JSON.stringify(json) }, options.env ?? loopback);
}

async function newUser(input: Record<string, unknown> = {}) {
  const response = await post("/api/dev/test-data/users", input);
  expect(response.status, await response.clone().text()).toBe(201);
  return { ...testUserSchema.parse(await response.json()), cookie: cookieFrom(response) };
}

async function newListing(input: Record<string, unknown>) {
  const response = await post("/api/dev/test-data/listings", input);
  expect(response.status, await response.clone().text()).toBe(201);
  return testListingSchema.parse(await response.json());
}

describe("test-data accounts", () => {
  it("come signed in through a real, signed session cookie carrying the role", async () => {
    const moderator = await newUser({ displayName: "Mira Moderator", role: "moderator" });
    expect(moderator).toMatchObject({ displayName: "Mira Moderator", role: "moderator" });
    expect(moderator.cookie).toMatch(/^kierto\.session_token=[^;]+\.[^;]+/);

    const session = sessionSchema.parse(await expectJson(await t.api(moderator).session.$get(), 200));
    expect(session.user).toMatchObject({ id: moderator.id, email: moderator.email, role: "moderator" });

    // The token without Better Auth's signature is no session, even beside a cached copy that holds.
    const unsigned = moderator.cookie
      .split("; ")
      .map((pair) => (pair.startsWith("kierto.session_token=") ? pair.replace(/\.[^.]+$/, "") : pair))
      .join("; ");
    expect(unsigned).toContain("kierto.session_data=");
    const guest = sessionSchema.parse(await expectJson(await t.api({ cookie: unsigned }).session.$get(), 200));
    expect(guest.user).toBeNull();
  });

  it("can be made without a session, to sign in with the password they come with", async () => {
    const person = await newUser({ signedIn: false });
    expect(person.cookie).toBe("");
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: person.email, password: person.password },
    });
    expect(signIn.status).toBe(200);
  });

  it("refuse a session for an unconfirmed account", async () => {
    const response = await post("/api/dev/test-data/users", { emailVerified: false });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    const unconfirmed = await newUser({ emailVerified: false, signedIn: false });
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: unconfirmed.email, password: unconfirmed.password },
    });
    expect(signIn.status).toBe(403);
  });
});

describe("test-data listings", () => {
  it("are active with a processed photo by default, as the seller's listing", async () => {
    const seller = await newUser();
    const listing = await newListing({ sellerId: seller.id, title: "Striped linen shirt", priceCents: 2750 });
    expect(listing).toMatchObject({ sellerId: seller.id, status: "active", priceCents: 2750 });

    const detail = productDetailSchema.parse(
      await expectJson(await t.guest.products[":id"].$get({ param: { id: listing.id } }), 200),
    );
    expect(detail.title).toBe("Striped linen shirt");
    expect(detail.photos).toHaveLength(1);
    expect(detail.photos[0]?.cardUrl).toMatch(/^\/media\/photos\/.+-card\.webp$/);
    // The file itself, under /media: not part of the API.
    const photo = await t.request(detail.photos[0]?.cardUrl ?? "");
    expect(photo.status).toBe(200);
  });

  it("can be drafts without photos, seen by their seller only", async () => {
    const seller = await newUser();
    const draft = await newListing({ sellerId: seller.id, status: "draft", photos: 0 });
    expect(draft.status).toBe("draft");
    expect((await t.guest.products[":id"].$get({ param: { id: draft.id } })).status).toBe(404);
    expect((await t.api(seller).products[":id"].$get({ param: { id: draft.id } })).status).toBe(200);
  });

  it("need a seller who exists", async () => {
    const response = await post("/api/dev/test-data/listings", { sellerId: "00000000-0000-4000-8000-000000000000" });
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe("NOT_FOUND");
  });
});

describe("test-data chats and favourites", () => {
  it("open a chat and send its messages in order, ringing the recipient's bell", async () => {
    const seller = await newUser();
    const buyer = await newUser();
    const listing = await newListing({ sellerId: seller.id, photos: 0 });
    const response = await post("/api/dev/test-data/chats", {
      listingId: listing.id,
      buyerId: buyer.id,
      messages: [
        { senderId: buyer.id, content: "Is it still available?" },
        { senderId: seller.id, content: "  Yes it is!  " },
      ],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const chat = testChatSchema.parse(await response.json());
    expect(chat.messageIds).toHaveLength(2);

    const page = messagePageSchema.parse(
      await expectJson(await t.api(buyer).chats[":id"].messages.$get({ param: { id: chat.id }, query: {} }), 200),
    );
    expect(page.items.map((m) => [m.content, m.mine])).toEqual([
      ["Is it still available?", true],
      ["Yes it is!", false],
    ]);
    const rung = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(rung).toHaveLength(1);
  });

  it("keep the chat rules: nobody messages themself", async () => {
    const seller = await newUser();
    const listing = await newListing({ sellerId: seller.id, photos: 0 });
    const response = await post("/api/dev/test-data/chats", { listingId: listing.id, buyerId: seller.id });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("CANNOT_MESSAGE_SELF");
  });

  it("favourite a listing for someone, never their own", async () => {
    const seller = await newUser();
    const buyer = await newUser();
    const listing = await newListing({ sellerId: seller.id, photos: 0 });
    const response = await post("/api/dev/test-data/favorites", { userId: buyer.id, listingId: listing.id });
    expect(response.status).toBe(201);
    const saved = await t.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, buyer.id), eq(favorites.productId, listing.id)));
    expect(saved).toHaveLength(1);

    const own = await post("/api/dev/test-data/favorites", { userId: seller.id, listingId: listing.id });
    expect(own.status).toBe(403);
    expect(await errorCode(own)).toBe("FORBIDDEN");
  });
});

describe("the test-data endpoint's guard", () => {
  it("serves IPv4 and IPv6 loopback peers", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await post("/api/dev/test-data/users", { signedIn: false }, { env: socketOf(address) });
      expect(response.status, address).toBe(201);
    }
  });

  it("does not exist for a peer on the network, nor for a request a proxy forwarded", async () => {
    const refusals = [
      await post("/api/dev/test-data/users", {}, { env: socketOf("192.168.1.20") }),
      await post("/api/dev/test-data/users", {}, { headers: { "x-forwarded-for": "127.0.0.1" } }),
      await post("/api/dev/test-data/users", {}, { headers: { forwarded: "for=127.0.0.1" } }),
      await post("/api/dev/test-data/listings", {}, { headers: { "x-forwarded-for": "10.0.0.1" } }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe("NOT_FOUND");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("does not exist in production, nor where real mail is sent", async () => {
    for (const env of [
      { ...t.deps.env, isProduction: true, NODE_ENV: "production" as const },
      { ...t.deps.env, SMTP_URL: "smtp://mail.example.test:587", mail: "smtp" as const },
    ]) {
      const app = createApp({ ...t.deps, env });
      const response = await app.request(
        "/api/dev/test-data/users",
        { method: "POST", headers: { "content-type": "application/json", origin: TEST_ORIGIN }, body: "{}" },
        loopback,
      );
      expect(response.status).toBe(404);
      expect(app.routes.some((route) => route.path.includes("test-data"))).toBe(false);
    }
  });
});
