import { describe, expect, it } from "vitest";
import { inPhotoSlot, PHOTO_WORK_SLOTS } from "./photo-work";

describe("photo slots", () => {
  it("run at most one photo per spare core at once, the rest in arrival order", async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const photos = Array.from({ length: PHOTO_WORK_SLOTS + 3 }, (_, n) =>
      inPhotoSlot(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return n;
      }),
    );
    // The first slots' worth start at once; each one finished lets exactly one more in.
    await expect.poll(() => started.length).toBe(PHOTO_WORK_SLOTS);
    for (let released = 0; released < photos.length; released++) {
      releases[released]?.();
      const expected = Math.min(PHOTO_WORK_SLOTS + released + 1, photos.length);
      await expect.poll(() => started.length).toBe(expected);
    }
    expect(await Promise.all(photos)).toEqual(photos.map((_, n) => n));
    expect(most).toBe(PHOTO_WORK_SLOTS);
    expect(started).toEqual(photos.map((_, n) => n));
  });

  it("free the slot of a photo that failed", async () => {
    await expect(inPhotoSlot(() => Promise.reject(new Error("damaged")))).rejects.toThrow("damaged");
    expect(await inPhotoSlot(async () => "next")).toBe("next");
  });
});
