import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { startTestS3Server, UNREACHABLE_ENDPOINT } from "../../../test/s3-server";
import { createS3Storage } from "./s3-storage";
import { StorageUnavailableError } from "./storage";

const s3 = await startTestS3Server();
afterAll(() => s3.close());

const config = {
  bucket: s3.bucket,
  region: "us-east-1",
  endpoint: s3.endpoint,
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  forcePathStyle: true,
};
const storage = createS3Storage(config);

const key = (name: string) => `photos/te/${name}-${randomBytes(6).toString("hex")}.webp`;

async function readBack(k: string): Promise<Buffer | null> {
  const file = await storage.get(k);
  return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null;
}

describe("S3 storage", () => {
  it("stores a file and reads it back byte for byte, with its type and a year-long cache", async () => {
    const k = key("card");
    const bytes = randomBytes(200_000);
    await storage.put(k, bytes, "image/webp");

    const file = await storage.get(k);
    expect(file).toMatchObject({ size: bytes.length, contentType: "image/webp" });
    expect((await readBack(k))?.equals(bytes)).toBe(true);
    expect(await storage.sizeOf(k)).toBe(bytes.length);

    // What a browser gets from the bucket's public address.
    const served = await fetch(s3.objectUrl(k));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("replaces a file stored again under the same key", async () => {
    const k = key("avatar");
    await storage.put(k, randomBytes(5_000), "image/webp");
    const second = randomBytes(3_000);
    await storage.put(k, second, "image/webp");
    expect((await readBack(k))?.equals(second)).toBe(true);
    expect(await storage.sizeOf(k)).toBe(3_000);
  });

  it("deletes files, and ignores keys that are not there", async () => {
    const [a, b] = [key("a"), key("b")];
    await storage.put(a, randomBytes(10), "image/webp");
    await storage.put(b, randomBytes(10), "image/webp");
    await storage.delete([a, b, key("never-stored")]);
    expect(await storage.get(a)).toBeNull();
    expect(await storage.sizeOf(b)).toBeNull();
    expect((await fetch(s3.objectUrl(a))).status).toBe(404);
  });

  it("answers null for a key that is missing or not one of ours", async () => {
    expect(await storage.get(key("missing"))).toBeNull();
    expect(await storage.get("../etc/passwd")).toBeNull();
    await expect(storage.put("../escape.webp", randomBytes(1), "image/webp")).rejects.toThrow(/Invalid storage key/);
  });

  it("reports a reachable bucket as ready", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it("fails clearly when the bucket is missing or the service unreachable", async () => {
    const missing = createS3Storage({ ...config, bucket: "no-such-bucket" });
    await expect(missing.check()).rejects.toThrow(StorageUnavailableError);

    const unreachable = createS3Storage({ ...config, endpoint: UNREACHABLE_ENDPOINT });
    const failure = unreachable.put(key("x"), randomBytes(10), "image/webp");
    await expect(failure).rejects.toThrow(StorageUnavailableError);
    await expect(failure).rejects.toThrow(/bucket kierto-photos at http:\/\/127\.0\.0\.1:9/);
    await expect(unreachable.check()).rejects.toThrow(StorageUnavailableError);
  });
});
