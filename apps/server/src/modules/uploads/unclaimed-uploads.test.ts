import { MAX_UNCLAIMED_UPLOADS } from "@kierto/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { phoneJpeg, photoFinished, uploadFile } from "../../../test/test-images";
import { createProduct, createProductPhoto } from "../../db/factories";
import { productPhotos } from "../../db/schema";
import { storageDeleteJob } from "../../platform/storage";
import { sweepUnclaimedUploads } from "./unclaimed-uploads";

const t = await createTestApp();

const upload = async (user: Awaited<ReturnType<typeof t.signedInUser>>) => {
  const photo = await expectJson(await uploadFile(t, user, await phoneJpeg()), 201);
  await photoFinished(t, user, photo);
  return photo;
};

/** Moves an upload's creation back in time, as if it had been made `hours` ago. */
const backdate = (id: string, hours: number) =>
  t.db
    .update(productPhotos)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(productPhotos.id, id));

const stillStored = async (id: string) =>
  (await t.db.query.productPhotos.findFirst({ where: (p, { eq }) => eq(p.id, id) })) !== undefined;

describe("unclaimed uploads", () => {
  it("are removed, files and all, once a day old; fresh ones and those a listing claimed stay", async () => {
    const user = await t.signedInUser();
    const [old, fresh, claimed] = [await upload(user), await upload(user), await upload(user)];
    const listing = await createProduct(t.db, { userId: user.id, photoIds: [claimed.id] });
    await backdate(old.id, 25);
    await backdate(claimed.id, 25);
    await backdate(fresh.id, 23);

    expect(await sweepUnclaimedUploads(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await t.deps.jobs.workDue(storageDeleteJob)).toBeGreaterThanOrEqual(1);

    expect(await stillStored(old.id)).toBe(false);
    // The files under /media, not part of the API.
    for (const url of [old.cardUrl, old.fullUrl]) expect((await t.request(url)).status).toBe(404);
    expect(await stillStored(fresh.id)).toBe(true);
    expect((await t.request(fresh.cardUrl)).status).toBe(200);
    expect(await stillStored(claimed.id)).toBe(true);
    expect((await t.request(claimed.fullUrl)).status).toBe(200);
    expect(listing.id).toBeTruthy();
  });

  it("are removed once when several instances sweep at the same time", async () => {
    const user = await t.signedInUser();
    const photos = [await upload(user), await upload(user)];
    for (const photo of photos) await backdate(photo.id, 48);
    const removed = await Promise.all([1, 2, 3].map(() => sweepUnclaimedUploads(t.deps)));
    expect(removed.reduce((sum, count) => sum + count, 0)).toBe(2);
    for (const photo of photos) expect(await stillStored(photo.id)).toBe(false);
  });

  it(`are capped at ${MAX_UNCLAIMED_UPLOADS} per person; claiming or removal frees room`, async () => {
    const user = await t.signedInUser();
    const waiting = [];
    for (let i = 0; i < MAX_UNCLAIMED_UPLOADS; i++) waiting.push(await createProductPhoto(t.db, { ownerId: user.id }));

    const refused = await uploadFile(t, user, await phoneJpeg());
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe("TOO_MANY_UNCLAIMED_UPLOADS");
    const count = await t.db.$count(productPhotos, eq(productPhotos.ownerId, user.id));
    expect(count).toBe(MAX_UNCLAIMED_UPLOADS);

    await createProduct(t.db, { userId: user.id, photoIds: [waiting[0]?.id as string] });
    await upload(user);
  });

  it("are capped even when uploads arrive at the same time", async () => {
    const user = await t.signedInUser();
    for (let i = 0; i < MAX_UNCLAIMED_UPLOADS - 2; i++) await createProductPhoto(t.db, { ownerId: user.id });
    const photo = await phoneJpeg();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => uploadFile(t, user, photo)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const unclaimed = await t.db.$count(productPhotos, eq(productPhotos.ownerId, user.id));
    expect(unclaimed).toBe(MAX_UNCLAIMED_UPLOADS);
  });
});
