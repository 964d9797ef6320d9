import { MAX_CASE_PHOTOS } from "@kierto/shared";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { caseEvidenceCalls } from "../../../test/case-evidence-calls";
import { handedOverCardSale } from "../../../test/case-fixtures";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { hasGpsDirectory, phoneJpeg, solidImage } from "../../../test/test-images";
import { casePhotos } from "../../db/schema";
import { storageDeleteJob } from "../../platform/storage";
import { sweepUnclaimed } from "../uploads";
import { unclaimedCasePhotos } from ".";

const t = await createTestApp();

const { uploadEvidence, evidenceIds, report, contest } = caseEvidenceCalls(t);

async function storedBytes(key: string): Promise<Buffer> {
  const file = await t.deps.storage.get(key);
  if (!file) throw new Error(`nothing stored under ${key}`);
  return Buffer.from(await new Response(file.body).arrayBuffer());
}

async function rowOf(photoId: string) {
  const [row] = await t.db.select().from(casePhotos).where(eq(casePhotos.id, photoId));
  if (!row) throw new Error("no such case photo");
  return row;
}

/** A sale the buyer reported with one photo (a phone JPEG with GPS) and the seller contested with one. */
async function contestedWithPhotos() {
  const fixture = await handedOverCardSale(t, 4000);
  const buyerPhoto = await expectJson(await uploadEvidence(fixture.buyer, await phoneJpeg(200, 100)), 201);
  const opened = await expectJson(await report(fixture.buyer, fixture.sale.id, [buyerPhoto.id]), 201);
  const [sellerPhoto] = await evidenceIds(fixture.seller, 1);
  const contested = await expectJson(await contest(fixture.seller, opened.id, [sellerPhoto as string]), 200);
  return {
    ...fixture,
    caseId: opened.id,
    opened,
    contested,
    buyerPhotoId: buyerPhoto.id,
    sellerPhotoId: sellerPhoto as string,
  };
}

describe("evidence photos in a case", () => {
  it("attaches the buyer's photos to the report and the seller's to the contest, each side marked", async () => {
    const { opened, contested, buyerPhotoId, sellerPhotoId, caseId } = await contestedWithPhotos();
    expect(opened.photos).toEqual([
      {
        id: buyerPhotoId,
        side: "buyer",
        cardUrl: `/api/cases/${caseId}/photos/${buyerPhotoId}/card`,
        fullUrl: `/api/cases/${caseId}/photos/${buyerPhotoId}/full`,
        width: 100,
        height: 200,
      },
    ]);
    expect(contested.photos.map((photo) => [photo.id, photo.side])).toEqual([
      [buyerPhotoId, "buyer"],
      [sellerPhotoId, "seller"],
    ]);
  });

  it("stores only WebP sizes without EXIF or GPS, under an unguessable private key", async () => {
    const { buyerPhotoId } = await contestedWithPhotos();
    const row = await rowOf(buyerPhotoId);
    expect(row.cardKey).toMatch(/^evidence\/[\w-]{2}\/[\w-]{24}-card\.webp$/);
    expect(row.fullKey).toBe(row.cardKey.replace("-card.webp", "-full.webp"));
    for (const key of [row.cardKey, row.fullKey]) {
      const bytes = await storedBytes(key);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();
      expect(hasGpsDirectory(metadata.exif)).toBe(false);
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes("KiertoCam")).toBe(false);
    }
  });

  it(`refuses a sixth photo on either side, and photos that are not the person's own waiting upload`, async () => {
    const { buyer, seller, sale } = await handedOverCardSale(t, 4000);
    const six = await evidenceIds(buyer, MAX_CASE_PHOTOS + 1);
    const tooMany = await report(buyer, sale.id, six);
    expect(tooMany.status).toBe(400);
    expect(await errorCode(tooMany)).toBe("VALIDATION_FAILED");

    const [sellersOwn] = await evidenceIds(seller, 1);
    const notMine = await report(buyer, sale.id, [sellersOwn as string]);
    expect(notMine.status).toBe(400);
    expect(await errorCode(notMine)).toBe("CASE_PHOTO_INVALID");

    // Nothing was attached by the refused reports; five of the buyer's own are.
    const opened = await expectJson(await report(buyer, sale.id, six.slice(0, MAX_CASE_PHOTOS)), 201);
    expect(opened.photos).toHaveLength(MAX_CASE_PHOTOS);

    const sellerSix = await evidenceIds(seller, MAX_CASE_PHOTOS);
    expect((await contest(seller, opened.id, [...sellerSix, sellersOwn as string])).status).toBe(400);
    // A photo already in a case is not claimed again.
    const reused = await contest(seller, opened.id, [six[0] as string]);
    expect(await errorCode(reused)).toBe("CASE_PHOTO_INVALID");
  });

  it("sweeps uploads no report or contest claimed within a day, files and all; photos in a case stay", async () => {
    const { buyer, buyerPhotoId } = await contestedWithPhotos();
    const [old, fresh] = await evidenceIds(buyer, 2);
    const backdate = (ids: string[]) =>
      t.db
        .update(casePhotos)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(sql`${casePhotos.id} in ${ids}`);
    await backdate([old as string, buyerPhotoId]);
    const oldRow = await rowOf(old as string);

    expect(await sweepUnclaimed(t.deps, unclaimedCasePhotos)).toBeGreaterThanOrEqual(1);
    await t.deps.jobs.workDue(storageDeleteJob);
    expect(
      await t.db
        .select()
        .from(casePhotos)
        .where(eq(casePhotos.id, old as string)),
    ).toEqual([]);
    expect(await t.deps.storage.sizeOf(oldRow.cardKey)).toBeNull();
    expect(await rowOf(fresh as string)).toBeDefined();
    expect(await t.deps.storage.sizeOf((await rowOf(buyerPhotoId)).cardKey)).toBeGreaterThan(0);
  });

  it("refuses anonymous uploads before reading them", async () => {
    const response = await uploadEvidence(undefined, await solidImage(20, 20).png().toBuffer());
    expect(response.status).toBe(401);
  });
});

describe("who sees a case's photos", () => {
  it("serves them to the buyer, the seller and a moderator, privately; 404 to others, 401 anonymous, never under /media", async () => {
    const { buyer, seller, contested } = await contestedWithPhotos();
    const moderator = await t.signedInUser({ role: "moderator" });
    const stranger = await t.signedInUser();
    for (const photo of contested.photos) {
      for (const url of [photo.cardUrl, photo.fullUrl]) {
        for (const viewer of [buyer, seller, moderator]) {
          const response = await t.request(url, { cookie: viewer.cookie });
          expect(response.status).toBe(200);
          expect(response.headers.get("content-type")).toBe("image/webp");
          expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
          expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("webp");
        }
        expect((await t.request(url, { cookie: stranger.cookie })).status).toBe(404);
        expect((await t.request(url)).status).toBe(401);
      }
      const row = await rowOf(photo.id);
      for (const key of [row.cardKey, row.fullKey]) expect((await t.request(`/media/${key}`)).status).toBe(404);
    }
  });

  it("answers 404 for a photo asked for through another case, and 400 for a size that does not exist", async () => {
    const first = await contestedWithPhotos();
    const second = await contestedWithPhotos();
    const through = `/api/cases/${second.caseId}/photos/${first.buyerPhotoId}/card`;
    expect((await t.request(through, { cookie: second.buyer.cookie })).status).toBe(404);
    const badSize = `/api/cases/${first.caseId}/photos/${first.buyerPhotoId}/original`;
    expect((await t.request(badSize, { cookie: first.buyer.cookie })).status).toBe(400);
  });

  it("lists both sides' photos in the moderators' queue", async () => {
    const { caseId, buyerPhotoId, sellerPhotoId } = await contestedWithPhotos();
    const moderator = await t.signedInUser({ role: "moderator" });
    const queue = await expectJson(await t.api(moderator).moderation.cases.$get(), 200);
    const item = queue.find((entry) => entry.case.id === caseId);
    expect(item?.case.photos.map((photo) => [photo.id, photo.side])).toEqual([
      [buyerPhotoId, "buyer"],
      [sellerPhotoId, "seller"],
    ]);
  });
});

describe("a person's case photos and their data", () => {
  it("exports the references of the photos of their cases and of their waiting uploads", async () => {
    const { buyer, caseId, buyerPhotoId, sellerPhotoId } = await contestedWithPhotos();
    const [waiting] = await evidenceIds(buyer, 1);
    const data = (await expectJson(await t.api(buyer).me.export.$get(), 200)) as {
      caseEvidencePhotos: { id: string; caseId: string | null; addedByMe: boolean; fullUrl: string | null }[];
    };
    const byId = new Map(data.caseEvidencePhotos.map((photo) => [photo.id, photo]));
    expect(byId.get(buyerPhotoId)).toMatchObject({
      caseId,
      addedByMe: true,
      fullUrl: `/api/cases/${caseId}/photos/${buyerPhotoId}/full`,
    });
    expect(byId.get(sellerPhotoId)).toMatchObject({ caseId, addedByMe: false });
    expect(byId.get(waiting as string)).toMatchObject({ caseId: null, addedByMe: true, fullUrl: null });
    expect(JSON.stringify(data.caseEvidencePhotos)).not.toContain("evidence/");
  });

  it("deletes a leaving person's waiting uploads with their files, and keeps the photos in their cases", async () => {
    const { buyer, seller, buyerPhotoId, contested } = await contestedWithPhotos();
    const [waiting] = await evidenceIds(buyer, 1);
    const waitingRow = await rowOf(waiting as string);
    expect((await t.api(buyer).me.delete.$post({ json: { password: buyer.password } })).status).toBe(204);

    expect(
      await t.db
        .select()
        .from(casePhotos)
        .where(eq(casePhotos.id, waiting as string)),
    ).toEqual([]);
    await t.deps.jobs.workDue(storageDeleteJob);
    expect(await t.deps.storage.get(waitingRow.fullKey)).toBeNull();

    const kept = await rowOf(buyerPhotoId);
    expect(await t.deps.storage.sizeOf(kept.fullKey)).toBeGreaterThan(0);
    const card = contested.photos.find((photo) => photo.id === buyerPhotoId)?.cardUrl as string;
    expect((await t.request(card, { cookie: seller.cookie })).status).toBe(200);
  });
});
