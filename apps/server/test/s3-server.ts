import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** STORAGE=s3 and the S3_* variables that point the app at this server. */
  env: Record<string, string>;
  /** Where an object is publicly readable (the server answers unsigned requests). */
  objectUrl(key: string): string;
  close(): Promise<void>;
}

/**
 * A real S3-speaking server on loopback with one bucket, its objects in a temporary folder:
 * the app's S3 storage is tested through the official SDK and HTTP, not against a mock.
 */
export async function startTestS3Server(bucket = "kierto-photos"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "kierto-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    objectUrl: (key) => `${endpoint}/${bucket}/${key}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An address on loopback where nothing listens: a bucket that cannot be reached. */
export const UNREACHABLE_ENDPOINT = "http://127.0.0.1:9";
