import { CASE_PHOTO_RETENTION_DAYS } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handedOverCardSale } from "../../../test/case-fixtures";
import { type Caller, createTestApp, expectJson } from "../../../test/test-app";
import { solidImage } from "../../../test/test-images";
import { casePhotos } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { storageDeleteJob } from "../../platform/storage";
import { removeExpiredCasePhotos } from ".";

const clock = manualJobClock();
const t = await createTestApp({ clock });
const DAY = 24 * 60 * 60 * 1000;

async function evidence(caller: Caller): Promise<string> {
  const png = await solidImage(40, 30).png().toBuffer();
  const file = new File([png], "IMG_0001.png", { type: "image/png" });
  return (await expectJson(await t.api(caller).cases.photos.$post({ form: { file } }), 201)).id;
}

/** A case with a photo from each side, decided by a moderator: closed now, by the test clock. */
async function decidedWithPhotos(outcome: "release" | "refund_full") {
  const { sale, buyer, seller } = await handedOverCardSale(t, 3000);
  const opened = await expectJson(
    await t.api(buyer).sales[":id"].case.$post({
      param: { id: sale.id },
      json: { reason: "not_as_described", description: "Torn.", photoIds: [await evidence(buyer)] },
    }),
    201,
  );
  await t.api(seller).cases[":id"].answer.$post({
    param: { id: opened.id },
    json: { action: "contest", text: "Whole.", photoIds: [await evidence(seller)] },
  });
  const moderator = await t.signedInUser({ role: "moderator" });
  await expectJson(
    await t
      .api(moderator)
      .moderation.cases[":id"].decision.$post({ param: { id: opened.id }, json: { outcome, reasons: "Seen." } }),
    200,
  );
  return { buyer, seller, caseId: opened.id as string };
}

const photosOf = (caseId: string) => t.db.select().from(casePhotos).where(eq(casePhotos.caseId, caseId));

describe("the photos of a closed case", () => {
  it("are removed, files and all, a year after it closed, unless an appeal of it still waits", async () => {
    const old = await decidedWithPhotos("release");
    const appealed = await decidedWithPhotos("refund_full");
    const oldFiles = (await photosOf(old.caseId)).flatMap((photo) => [photo.cardKey, photo.fullKey]);
    clock.advance(13 * DAY);
    await expectJson(
      await t.api(appealed.seller).cases[":id"].appeal.$post({
        param: { id: appealed.caseId },
        json: { statement: "It was whole." },
      }),
      201,
    );
    clock.advance((CASE_PHOTO_RETENTION_DAYS - 20) * DAY);
    const recent = await decidedWithPhotos("release");

    // A day short of the year, everything stays.
    clock.advance(6 * DAY);
    expect(await removeExpiredCasePhotos(t.deps)).toBe(0);

    clock.advance(2 * DAY);
    expect(await removeExpiredCasePhotos(t.deps)).toBe(2);
    expect(await photosOf(old.caseId)).toEqual([]);
    expect(await photosOf(appealed.caseId)).toHaveLength(2);
    expect(await photosOf(recent.caseId)).toHaveLength(2);
    await t.deps.jobs.workDue(storageDeleteJob);
    for (const key of oldFiles) expect(await t.deps.storage.get(key)).toBeNull();

    // The case itself, its words and decision, stays; its page shows no photos.
    const seen = await expectJson(await t.api(old.buyer).cases[":id"].$get({ param: { id: old.caseId } }), 200);
    expect(seen).toMatchObject({ state: "released", description: "Torn.", decisionReasons: "Seen.", photos: [] });
    expect(await removeExpiredCasePhotos(t.deps)).toBe(0);
  });
});
