import { DEFAULT_NOTIFICATION_PREFERENCES, FOLLOWED_SELLER_DIGEST_MINUTES } from "@kierto/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, expectJson } from "../../../test/test-app";
import { createProductPhoto } from "../../db/factories";
import { blockedUsers, notifications } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { notificationMailJob } from "../notifications";
import { listingPublishedJob } from "../products";

const clock = manualJobClock();
const t = await createTestApp({ clock });

const follow = (caller: Caller, sellerId: string) =>
  t.api(caller).users[":id"].follow.$put({ param: { id: sellerId } });

/** Lists an item as the seller would, through the API: active unless said otherwise. */
async function list(seller: Caller & { id: string }, title: string, status: "active" | "draft" = "active") {
  const photo = await createProductPhoto(t.db, { ownerId: seller.id });
  const json = { title, price: 20, category: "Tops" as const, size: "M" as const, photoIds: [photo.id], status };
  return (await expectJson(await t.api(seller).products.$post({ json }), 201)).id;
}

/** The new-listing notifications in the person's bell, newest first. */
async function noticesIn(caller: Caller) {
  const bell = await expectJson(await t.api(caller).notifications.$get(), 200);
  return bell.items.filter((item) => item.type === "new_listing");
}

const storedNotices = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "new_listing")));

async function choose(caller: Caller, channels: { inApp: boolean; email: boolean; push?: boolean }) {
  const choice = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  choice.followed_sellers = { ...choice.followed_sellers, ...channels };
  await expectJson(await t.api(caller).notifications.preferences.$put({ json: choice }), 200);
}

const minutes = (count: number) => count * 60_000;

describe("new listings of a followed seller", () => {
  it("tell each follower in the background, never the seller or anyone else", async () => {
    const seller = await t.signedInUser({ displayName: "Sanna Seller" });
    const follower = await t.signedInUser();
    const bystander = await t.signedInUser();
    await follow(follower, seller.id);

    const productId = await list(seller, "Wool coat");
    // The seller's request made no notification: a job does.
    expect(await storedNotices(follower.id)).toEqual([]);
    expect(await t.deps.jobs.workDue(listingPublishedJob)).toBe(1);

    const [notice] = await noticesIn(follower);
    expect(notice).toMatchObject({
      type: "new_listing",
      read: false,
      data: { sellerId: seller.id, sellerName: "Sanna Seller", productId, productTitle: "Wool coat", count: 1 },
    });
    expect(await noticesIn(bystander)).toEqual([]);
    expect(await noticesIn(seller)).toEqual([]);
  });

  it("gather the listings of one hour into one notification per seller, and start another after the hour", async () => {
    const seller = await t.signedInUser();
    const otherSeller = await t.signedInUser();
    const follower = await t.signedInUser();
    await follow(follower, seller.id);
    await follow(follower, otherSeller.id);

    await list(seller, "First");
    await t.deps.jobs.workDue(listingPublishedJob);
    clock.advance(minutes(30));
    const second = await list(seller, "Second");
    await list(otherSeller, "Someone else's");
    await t.deps.jobs.workDue(listingPublishedJob);

    const withinHour = await noticesIn(follower);
    expect(withinHour).toHaveLength(2);
    const fromSeller = withinHour.filter((notice) => notice.data.sellerId === seller.id);
    expect(fromSeller).toHaveLength(1);
    expect(fromSeller[0]?.data).toMatchObject({ productId: second, productTitle: "Second", count: 2 });

    clock.advance(minutes(FOLLOWED_SELLER_DIGEST_MINUTES - 29));
    await list(seller, "Third");
    await t.deps.jobs.workDue(listingPublishedJob);
    const afterHour = (await noticesIn(follower)).filter((notice) => notice.data.sellerId === seller.id);
    expect(afterHour.map((notice) => [notice.data.productTitle, notice.data.count])).toEqual([
      ["Third", 1],
      ["Second", 2],
    ]);
  });

  it("count a listing once when its job runs again", async () => {
    const seller = await t.signedInUser();
    const follower = await t.signedInUser();
    await follow(follower, seller.id);
    const productId = await list(seller, "Scarf");
    await t.deps.jobs.workDue(listingPublishedJob);
    await t.deps.jobs.enqueue(t.db, listingPublishedJob, { productId });
    await t.deps.jobs.workDue(listingPublishedJob);
    const [notice] = await noticesIn(follower);
    expect(notice?.data.count).toBe(1);
  });

  it("tell of a draft when it is published, and of nothing while it is a draft", async () => {
    const seller = await t.signedInUser();
    const follower = await t.signedInUser();
    await follow(follower, seller.id);
    const draft = await list(seller, "Linen dress", "draft");
    expect(await t.deps.jobs.workDue(listingPublishedJob)).toBe(0);

    await expectJson(
      await t.api(seller).products[":id"].$patch({ param: { id: draft }, json: { status: "active" } }),
      200,
    );
    expect(await t.deps.jobs.workDue(listingPublishedJob)).toBe(1);
    expect((await noticesIn(follower)).map((notice) => notice.data.productId)).toEqual([draft]);
  });

  it("mail the follower who turned the mail on, once for the hour's listings", async () => {
    const seller = await t.signedInUser({ displayName: "Juho" });
    const follower = await t.signedInUser();
    const quiet = await t.signedInUser();
    await choose(follower, { inApp: true, email: true });
    await follow(follower, seller.id);
    await follow(quiet, seller.id);

    await list(seller, "Denim jacket");
    await t.deps.jobs.workDue(listingPublishedJob);
    await list(seller, "Leather boots");
    await t.deps.jobs.workDue(listingPublishedJob);
    await t.deps.jobs.workDue(notificationMailJob);

    const mails = await t.mailbox(follower.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Juho listed something new on Kierto");
    // Mail is off until a person turns it on.
    expect(await t.mailbox(quiet.email)).toHaveLength(0);
    expect(await noticesIn(quiet)).toHaveLength(1);
  });

  it("make nothing for a follower who turned every channel off, and keep the bell's out when only it is off", async () => {
    const seller = await t.signedInUser();
    const silent = await t.signedInUser();
    const mailOnly = await t.signedInUser();
    await choose(silent, { inApp: false, email: false, push: false });
    await choose(mailOnly, { inApp: false, email: true, push: false });
    await follow(silent, seller.id);
    await follow(mailOnly, seller.id);

    await list(seller, "Silk blouse");
    await t.deps.jobs.workDue(listingPublishedJob);
    await t.deps.jobs.workDue(notificationMailJob);

    expect(await storedNotices(silent.id)).toEqual([]);
    expect(await noticesIn(mailOnly)).toEqual([]);
    expect(await t.mailbox(mailOnly.email)).toHaveLength(1);
  });

  it("tell nobody across a block, and nothing of a listing deleted before the job ran", async () => {
    const seller = await t.signedInUser();
    const follower = await t.signedInUser();
    const blocked = await t.signedInUser();
    await follow(follower, seller.id);
    await follow(blocked, seller.id);
    // A block made as the follow was (the block itself ends follows): still nobody is told across it.
    await t.db.insert(blockedUsers).values({ blockerId: seller.id, blockedId: blocked.id });

    const gone = await list(seller, "Gone soon");
    expect((await t.api(seller).products[":id"].$delete({ param: { id: gone } })).status).toBe(204);
    await t.deps.jobs.workDue(listingPublishedJob);
    expect(await storedNotices(follower.id)).toEqual([]);

    await list(seller, "Still here");
    await t.deps.jobs.workDue(listingPublishedJob);
    expect(await storedNotices(follower.id)).toHaveLength(1);
    expect(await storedNotices(blocked.id)).toEqual([]);
  });
});
