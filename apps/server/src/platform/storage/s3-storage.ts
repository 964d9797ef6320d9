import type { S3Client } from "@aws-sdk/client-s3";
import { cacheControlOf, contentTypeOf, isStorageKey, type Storage, StorageUnavailableError } from "./storage";

export interface S3Config {
  bucket: string;
  region: string;
  /** For MinIO, R2, Hetzner, UpCloud and the like; AWS itself needs none. */
  endpoint?: string;
  /** Without a key pair the SDK's own chain is used (an instance role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket-in-the-path addresses: MinIO and servers on a bare address need them. */
  forcePathStyle: boolean;
}

type Sdk = typeof import("@aws-sdk/client-s3");

/**
 * Photos in an S3-compatible bucket, so every instance of the server sees the same files. The SDK
 * is loaded with the first request, not at start-up, which it would slow down by a good part.
 */
export function createS3Storage(config: S3Config): Storage {
  let connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connection ??= import("@aws-sdk/client-s3").then((sdk) => ({ sdk, client: newClient(sdk, config) }));
    return connection;
  };
  const Bucket = config.bucket;
  const where = `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`;

  const unavailable = (sdk: Sdk, action: string, error: unknown) =>
    new StorageUnavailableError(`Could not ${action} ${where}: ${describe(sdk, error)}`, { cause: error });

  const checkedKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };

  return {
    async put(key, data, contentType) {
      const { sdk, client } = await connect();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: checkedKey(key),
            Body: data,
            ContentType: contentType,
            ContentLength: data.byteLength,
            CacheControl: cacheControlOf(key),
          }),
        );
      } catch (error) {
        throw unavailable(sdk, `store ${key} in`, error);
      }
    },

    async get(key) {
      if (!isStorageKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? contentTypeOf(key),
        };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw unavailable(sdk, `read ${key} from`, error);
      }
    },

    async sizeOf(key) {
      if (!isStorageKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw unavailable(sdk, `look up ${key} in`, error);
      }
    },

    async delete(keys) {
      const { sdk, client } = await connect();
      // One request per key: every S3-compatible service has DeleteObject, not all the batch form.
      await Promise.all(
        keys.filter(isStorageKey).map(async (key) => {
          try {
            await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
          } catch (error) {
            if (!isNotFound(sdk, error)) throw unavailable(sdk, `delete ${key} from`, error);
          }
        }),
      );
    },

    async check() {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw unavailable(sdk, "reach", error);
      }
    },
  };
}

function newClient(sdk: Sdk, config: S3Config): S3Client {
  return new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where the API demands them: several S3-compatible services refuse the
    // newer default checksum headers, and our files are small single requests.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable bucket fails an upload in seconds instead of holding the request open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
}

function isNotFound(sdk: Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey")
  );
}

function describe(sdk: Sdk, error: unknown): string {
  if (error instanceof sdk.S3ServiceException) return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? "?"})`;
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}
