import { MAX_CASE_PHOTOS } from "@kierto/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caseEvidenceCalls } from "../../../test/case-evidence-calls";
import { handedOverCardSale } from "../../../test/case-fixtures";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { casePhotos, cases, notifications } from "../../db/schema";

const t = await createTestApp();
const { evidenceIds, report, contest, addPhotos } = caseEvidenceCalls(t);

/** A case the buyer reported with one photo, waiting for the seller's answer. */
async function reportedWithOnePhoto() {
  const fixture = await handedOverCardSale(t, 4000);
  const [first] = await evidenceIds(fixture.buyer, 1);
  const opened = await expectJson(await report(fixture.buyer, fixture.sale.id, [first as string]), 201);
  return { ...fixture, caseId: opened.id };
}

const caseIdOf = async (photoId: string) =>
  (await t.db.select({ caseId: casePhotos.caseId }).from(casePhotos).where(eq(casePhotos.id, photoId)))[0]?.caseId;

const sides = (photos: { side: string }[]) => photos.map((photo) => photo.side);

/** The case notices a person was sent, oldest first, by the step they name. */
const caseNotices = async (userId: string) =>
  (
    await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, "case_update")))
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
  ).map((notice) => notice.title);

describe("more evidence for an open case", () => {
  it("lets each party add photos to their own side until a moderator decides", async () => {
    const { buyer, seller, caseId } = await reportedWithOnePhoto();
    const buyerMore = await evidenceIds(buyer, 2);
    const afterBuyer = await expectJson(await addPhotos(buyer, caseId, buyerMore), 200);
    expect(sides(afterBuyer.photos)).toEqual(["buyer", "buyer", "buyer"]);

    // The seller adds before answering, then contests with more: both count to their side.
    const [sellerEarly] = await evidenceIds(seller, 1);
    expect((await addPhotos(seller, caseId, [sellerEarly as string])).status).toBe(200);
    await expectJson(await contest(seller, caseId, await evidenceIds(seller, 2)), 200);
    const contested = await expectJson(await addPhotos(buyer, caseId, await evidenceIds(buyer, 1)), 200);
    expect(sides(contested.photos).filter((side) => side === "seller")).toHaveLength(3);
    expect(sides(contested.photos).filter((side) => side === "buyer")).toHaveLength(4);
    expect((await t.api(seller).cases[":id"].$get({ param: { id: caseId } })).status).toBe(200);

    // Each add tells the other party, and only them.
    expect(await caseNotices(seller.id)).toEqual(["case_opened", "case_buyer_added_photos", "case_buyer_added_photos"]);
    expect(await caseNotices(buyer.id)).toEqual(["case_seller_added_photos", "case_contested"]);
  });

  it(`keeps each side at ${MAX_CASE_PHOTOS} photos in all, and a refused step attaches nothing`, async () => {
    const { buyer, seller, caseId } = await reportedWithOnePhoto();
    await expectJson(await addPhotos(buyer, caseId, await evidenceIds(buyer, MAX_CASE_PHOTOS - 1)), 200);
    const [sixth] = await evidenceIds(buyer, 1);
    const full = await addPhotos(buyer, caseId, [sixth as string]);
    expect(full.status).toBe(409);
    expect(await errorCode(full)).toBe("CASE_PHOTOS_FULL");
    expect(await caseIdOf(sixth as string)).toBeNull();

    // A contest whose photos would take the seller's side past the limit is refused whole.
    await expectJson(await addPhotos(seller, caseId, await evidenceIds(seller, 3)), 200);
    const tooMany = await contest(seller, caseId, await evidenceIds(seller, 3));
    expect(tooMany.status).toBe(409);
    expect(await errorCode(tooMany)).toBe("CASE_PHOTOS_FULL");
    const [row] = await t.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row?.state).toBe("awaiting_seller");
  });

  it("refuses photos that are not the person's own waiting upload", async () => {
    const { buyer, seller, caseId } = await reportedWithOnePhoto();
    const [sellers] = await evidenceIds(seller, 1);
    const notMine = await addPhotos(buyer, caseId, [sellers as string]);
    expect(notMine.status).toBe(400);
    expect(await errorCode(notMine)).toBe("CASE_PHOTO_INVALID");
    expect(await caseIdOf(sellers as string)).toBeNull();
  });

  it("answers 401 to a guest before reading the body, 404 to anyone but the parties", async () => {
    const { caseId } = await reportedWithOnePhoto();
    const guest = await t.request(`/api/cases/${caseId}/photos`, { method: "POST", body: "not json" });
    expect(guest.status).toBe(401);
    const stranger = await t.signedInUser();
    const theirs = await evidenceIds(stranger, 1);
    expect((await addPhotos(stranger, caseId, theirs)).status).toBe(404);
    const moderator = await t.signedInUser({ role: "moderator" });
    expect((await addPhotos(moderator, caseId, await evidenceIds(moderator, 1))).status).toBe(404);
    expect(await caseIdOf(theirs[0] as string)).toBeNull();
  });

  it("refuses more photos once the case has ended", async () => {
    const { buyer, seller, caseId } = await reportedWithOnePhoto();
    await expectJson(
      await t.api(seller).cases[":id"].answer.$post({
        param: { id: caseId },
        json: { action: "offer_partial", amountCents: 1000 },
      }),
      200,
    );
    // While the buyer weighs the offer, either side may still add.
    expect((await addPhotos(seller, caseId, await evidenceIds(seller, 1))).status).toBe(200);
    await expectJson(
      await t.api(buyer).cases[":id"]["partial-refund"].$post({ param: { id: caseId }, json: { accept: true } }),
      200,
    );
    const late = await addPhotos(buyer, caseId, await evidenceIds(buyer, 1));
    expect(late.status).toBe(409);
    expect(await errorCode(late)).toBe("CASE_STATE_CONFLICT");
  });

  it("lets only one of two adds at once take the last places of a side", async () => {
    const { buyer, caseId } = await reportedWithOnePhoto();
    const first = await evidenceIds(buyer, 3);
    const second = await evidenceIds(buyer, 3);
    // Hold the case's row so both adds are in flight together, then let them go.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const held = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.db.transaction(async (tx) => {
      await tx.select().from(cases).where(eq(cases.id, caseId)).for("update");
      locked();
      await gate;
    });
    await held;
    const answers = Promise.all([addPhotos(buyer, caseId, first), addPhotos(buyer, caseId, second)]);
    await expect
      .poll(lockWaiters, { timeout: 2_000 })
      .toBe(2)
      .catch(() => undefined);
    release();
    await holder;
    expect((await answers).map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await t.db.$count(casePhotos, eq(casePhotos.caseId, caseId))).toBe(4);
  });
});

/** Connections of this test's database waiting for a row lock. */
async function lockWaiters() {
  const { rows } = await t.db.execute<{ count: number }>(sql`
    select count(*)::int as count from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`);
  return rows[0]?.count;
}
