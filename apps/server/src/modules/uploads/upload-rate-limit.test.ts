import { describe, expect, it } from "vitest";
import { createTestApp, errorCode } from "../../../test/test-app";
import { solidImage, uploadFile } from "../../../test/test-images";

const t = await createTestApp({ rateLimits: true });

describe("the upload rate limit", () => {
  it("lets a user upload 30 photos in 10 minutes and refuses the next with 429", async () => {
    const user = await t.signedInUser();
    const other = await t.signedInUser();
    const tiny = await solidImage(8, 8).png().toBuffer();
    for (let i = 0; i < 30; i++) {
      expect((await uploadFile(t, user, tiny, "a.png", "image/png")).status).toBe(201);
    }
    const refused = await uploadFile(t, user, tiny, "a.png", "image/png");
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe("RATE_LIMITED");
    // The limit is per user: someone else uploads as usual.
    expect((await uploadFile(t, other, tiny, "a.png", "image/png")).status).toBe(201);
  });
});
