import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestS3Server } from "../../../test/s3-server";
import { copyStoredFiles } from "./copy-stored-files";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";

const s3 = await startTestS3Server();
const folder = mkdtempSync(path.join(tmpdir(), "kierto-uploads-"));
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const bucket = createS3Storage({
  bucket: s3.bucket,
  region: "us-east-1",
  endpoint: s3.endpoint,
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  forcePathStyle: true,
});

describe("copying the local photos to a bucket", () => {
  it("copies every stored file byte for byte, reports progress, and skips them when run again", async () => {
    const local = createLocalStorage(folder);
    const files = new Map<string, Buffer>();
    for (let i = 0; i < 12; i++) {
      const key = `photos/${String(i % 3).padStart(2, "0")}/photo${i}-${i % 2 ? "card" : "full"}.webp`;
      const bytes = randomBytes(1_000 + i * 100);
      files.set(key, bytes);
      await local.put(key, bytes, "image/webp");
    }

    const progress: number[] = [];
    const first = await copyStoredFiles(folder, bucket, { onProgress: ({ done }) => progress.push(done) });
    expect(first).toEqual({ total: 12, copied: 12, alreadyThere: 0, failed: [] });
    expect(progress.at(-1)).toBe(12);
    for (const [key, bytes] of files) {
      const served = await fetch(s3.objectUrl(key));
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }

    const again = await copyStoredFiles(folder, bucket);
    expect(again).toEqual({ total: 12, copied: 0, alreadyThere: 12, failed: [] });

    // A photo added since the last run, and one the bucket lost, are copied; nothing else.
    await local.put("photos/09/new-card.webp", randomBytes(500), "image/webp");
    await bucket.delete(["photos/00/photo0-full.webp"]);
    expect(await copyStoredFiles(folder, bucket)).toMatchObject({ total: 13, copied: 2, alreadyThere: 11 });
  });
});
