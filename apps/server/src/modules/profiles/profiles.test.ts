import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { phoneJpeg, solidImage } from "../../../test/test-images";
import { createProduct, createReview, createTransaction } from "../../db/factories";
import { notifications, profiles, users } from "../../db/schema";

const t = await createTestApp();

const profileRow = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];

describe("own profile", () => {
  it("refuses a guest", async () => {
    expect((await t.guest.profiles.me.$get()).status).toBe(401);
    const patch = await t.guest.profiles.me.$patch({ json: { city: "Oulu" } });
    expect(patch.status).toBe(401);
  });

  it("is readable and editable by its owner, blanks stored as null", async () => {
    const user = await t.signedInUser({ displayName: "Ella", city: "Vaasa" });
    const response = await t
      .api(user)
      .profiles.me.$patch({ json: { displayName: "Ella E.", bio: "  ", city: " Oulu " } });
    expect(await expectJson(response, 200)).toMatchObject({
      displayName: "Ella E.",
      bio: null,
      city: "Oulu",
      role: "user",
    });
  });

  it("cannot be used to change one's role", async () => {
    const user = await t.signedInUser();
    // A field the typed client would not let through.
    await t.request("/api/profiles/me", {
      method: "PATCH",
      cookie: user.cookie,
      json: { role: "admin", city: "Pori" },
    });
    expect((await profileRow(user.id))?.role).toBe("user");
  });

  it("refuses an empty or overlong display name and changes nothing", async () => {
    const user = await t.signedInUser({ displayName: "Kept" });
    for (const displayName of ["   ", "x".repeat(61)]) {
      const response = await t.api(user).profiles.me.$patch({ json: { displayName } });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    }
    expect((await profileRow(user.id))?.displayName).toBe("Kept");
  });
});

describe("partial profile changes", () => {
  it("changes only the fields sent: an omitted bio or city keeps its value", async () => {
    const user = await t.signedInUser({ displayName: "Kaisa", city: "Turku", bio: "Vintage wool" });
    const body = await expectJson(await t.api(user).profiles.me.$patch({ json: { displayName: "Kaisa K." } }), 200);
    expect(body).toMatchObject({ displayName: "Kaisa K.", city: "Turku", bio: "Vintage wool" });
    const cityOnly = await expectJson(await t.api(user).profiles.me.$patch({ json: { city: "Espoo" } }), 200);
    expect(cityOnly).toMatchObject({ displayName: "Kaisa K.", city: "Espoo", bio: "Vintage wool" });
  });

  it("answers an empty body with 400, not a server error, and changes nothing", async () => {
    const user = await t.signedInUser({ displayName: "Still Here", city: "Kotka" });
    const response = await t.api(user).profiles.me.$patch({ json: {} });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    expect(await profileRow(user.id)).toMatchObject({ displayName: "Still Here", city: "Kotka" });
  });

  it("clears the city with null, and renames the account with the display name", async () => {
    const user = await t.signedInUser({ city: "Kemi" });
    await expectJson(await t.api(user).profiles.me.$patch({ json: { city: null, displayName: "New Name" } }), 200);
    expect((await profileRow(user.id))?.city).toBeNull();
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.name).toBe("New Name");
  });
});

describe("the Profile screen's data", () => {
  it("has the Verified badge, rating average and count, and the number of items listed", async () => {
    const user = await t.signedInUser();
    await createProduct(t.db, { userId: user.id });
    await createProduct(t.db, { userId: user.id, status: "draft" });
    const sold = await createProduct(t.db, { userId: user.id });
    const buyer = await t.signedInUser();
    const sale = await createTransaction(t.db, { productId: sold.id, buyerId: buyer.id, sellerId: user.id });
    await createReview(t.db, { transactionId: sale.id, reviewerUserId: buyer.id, reviewedUserId: user.id, rating: 4 });

    const page = await expectJson(await t.api(user).profiles.me.$get(), 200);
    expect(page).toMatchObject({ id: user.id, emailVerified: true, itemsListed: 2, rating: { average: 4, count: 1 } });
  });
});

async function uploadAvatar(cookie: string | undefined, bytes: Uint8Array, name = "me.jpg", type = "image/jpeg") {
  return t
    .api(cookie === undefined ? undefined : { cookie })
    .profiles.me.avatar.$post({ form: { file: new File([bytes], name, { type }) } });
}

/** The new avatar's address from a successful upload. */
async function avatarUrlOf(response: Awaited<ReturnType<typeof uploadAvatar>>): Promise<string> {
  const { avatarUrl } = await expectJson(response, 200);
  expect(avatarUrl).toEqual(expect.any(String));
  return String(avatarUrl);
}

describe("avatar", () => {
  it("is cropped to a square WebP without metadata at avatars/{userId}/avatar", async () => {
    const user = await t.signedInUser();
    const avatarUrl = await avatarUrlOf(await uploadAvatar(user.cookie, await phoneJpeg(400, 200)));
    expect(avatarUrl).toMatch(new RegExp(`^/media/avatars/${user.id}/avatar\\.webp\\?v=`));
    // The file itself, under /media: not part of the API.
    const served = await t.request(avatarUrl);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 256, 256, undefined]);
  });

  it("overwrites the previous one under a new, cache-busting address", async () => {
    const user = await t.signedInUser();
    const first = await avatarUrlOf(await uploadAvatar(user.cookie, await solidImage(50, 50).png().toBuffer()));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const blue = await solidImage(50, 50, "#2244cc").png().toBuffer();
    const second = await avatarUrlOf(await uploadAvatar(user.cookie, blue, "b.png", "image/png"));
    expect(second).not.toBe(first);
    expect(second.split("?")[0]).toBe(first.split("?")[0]);
    const { dominant } = await sharp(Buffer.from(await (await t.request(first)).arrayBuffer())).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });

  it("refuses a guest, and a file that is not a photo whatever its name", async () => {
    expect((await uploadAvatar(undefined, await phoneJpeg())).status).toBe(401);
    const user = await t.signedInUser();
    const text = await uploadAvatar(user.cookie, new TextEncoder().encode("not a photo"), "me.jpg");
    expect(text.status).toBe(415);
    expect(await errorCode(text)).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect((await profileRow(user.id))?.avatarUrl).toBeNull();
  });
});

describe("the profile reminder", () => {
  const unreadReminders = async (userId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, "profile_reminder"),
          eq(notifications.read, false),
        ),
      );

  it("stops once both the city and the avatar are set", async () => {
    const user = await t.signedInUser();
    await t.api(user).notifications.$get();
    expect(await unreadReminders(user.id)).toHaveLength(1);
    await uploadAvatar(user.cookie, await solidImage(20, 20).png().toBuffer(), "a.png", "image/png");
    expect(await unreadReminders(user.id)).toHaveLength(1);
    await expectJson(await t.api(user).profiles.me.$patch({ json: { city: "Joensuu" } }), 200);
    expect(await unreadReminders(user.id)).toHaveLength(0);
  });
});

describe("public profile", () => {
  it("shows public fields to anyone, never the email or role", async () => {
    const user = await t.signedInUser({ displayName: "Public Paula", city: "Lahti" });
    const body = await expectJson(await t.guest.profiles[":id"].$get({ param: { id: user.id } }), 200);
    expect(body).toMatchObject({ id: user.id, displayName: "Public Paula", city: "Lahti" });
    expect(body).not.toHaveProperty("role");
    expect(body).not.toHaveProperty("email");
  });

  it("answers an unknown id with 404 and a malformed one with 400", async () => {
    expect((await t.guest.profiles[":id"].$get({ param: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(
      404,
    );
    // An id the typed client's path would take, but raw to show the path is all there is to it.
    expect((await t.request("/api/profiles/not-a-uuid")).status).toBe(400);
  });
});

describe("last seen", () => {
  it("is set by activity and written at most once a minute", async () => {
    const user = await t.signedInUser();
    await t.api(user).notifications.$get();
    const first = (await profileRow(user.id))?.lastSeen;
    expect(first).toBeInstanceOf(Date);
    await t.api(user).notifications.$get();
    expect((await profileRow(user.id))?.lastSeen?.getTime()).toBe(first?.getTime());

    await t.db
      .update(profiles)
      .set({ lastSeen: new Date(Date.now() - 5 * 60_000) })
      .where(eq(profiles.id, user.id));
    await t.api(user).notifications.$get();
    expect(Date.now() - ((await profileRow(user.id))?.lastSeen?.getTime() ?? 0)).toBeLessThan(10_000);
  });
});
