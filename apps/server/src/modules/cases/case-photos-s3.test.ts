import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { handedOverCardSale } from "../../../test/case-fixtures";
import { startTestS3Server } from "../../../test/s3-server";
import { createTestApp, expectJson } from "../../../test/test-app";
import { solidImage } from "../../../test/test-images";
import { casePhotos } from "../../db/schema";

const s3 = await startTestS3Server();
afterAll(() => s3.close());

// The bucket has no public address here, so listing photos come through /media; evidence never does.
const t = await createTestApp({ env: s3.env });

describe("case photos in an S3 bucket", () => {
  it("stores the sizes in the bucket as private files and serves them only through the case", async () => {
    const { buyer, sale } = await handedOverCardSale(t, 4000);
    const png = await solidImage(120, 90).png().toBuffer();
    const uploaded = await expectJson(
      await t.api(buyer).cases.photos.$post({ form: { file: new File([png], "photo.png", { type: "image/png" }) } }),
      201,
    );
    const opened = await expectJson(
      await t.api(buyer).sales[":id"].case.$post({
        param: { id: sale.id },
        json: { reason: "damaged_in_transit", description: "The box was crushed.", photoIds: [uploaded.id] },
      }),
      201,
    );
    const [row] = await t.db.select().from(casePhotos).where(eq(casePhotos.id, uploaded.id));
    if (!row) throw new Error("the photo was not recorded");

    const inBucket = await fetch(s3.objectUrl(row.fullKey));
    expect(inBucket.status).toBe(200);
    expect(inBucket.headers.get("cache-control")).toBe("private, max-age=3600");
    const bucketBytes = Buffer.from(await inBucket.arrayBuffer());

    const served = await t.request(opened.photos[0]?.fullUrl as string, { cookie: buyer.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(Buffer.from(await served.arrayBuffer()).equals(bucketBytes)).toBe(true);
    expect((await t.request(`/media/${row.fullKey}`)).status).toBe(404);
  });
});
