import { createECDH, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  PAYMENT_PROVIDERS,
  PAYOUT_PROVIDERS,
  type PaymentProvider,
  type PayoutProviderName,
  SHIPPING_CARRIER_NAMES,
  type ShippingCarrierName,
} from "@kierto/shared";
import { z } from "zod";
import {
  DATABASE_KINDS,
  type DatabaseKind,
  MAIL_KINDS,
  type MailKind,
  PUSH_KINDS,
  type PushKind,
  resolveLocalParts,
} from "./env-local-parts";
import { isLoopback } from "./lib/loopback";
import type { S3Config } from "./platform/storage/s3-storage";

/**
 * The server's configuration, read once from the environment and validated. A bad value stops
 * the server at start-up with a readable list instead of failing later at random.
 * You add a variable here, document it in the README, and read it through `Env`.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on: every interface in production, this machine only otherwise. */
  HOST: z.string().min(1).optional(),
  /** Lets a development server listen on a network interface (its dev outbox stays loopback-only). */
  ALLOW_DEV_ON_NETWORK: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Where the embedded database, uploads and the dev secret live. */
  DATA_DIR: z.string().default("./data"),
  /** An external PostgreSQL; without it the server starts its own embedded one. */
  DATABASE_URL: z.url().optional(),
  /**
   * A direct connection to the same database, for LISTEN, migrations and anything session-scoped,
   * when DATABASE_URL points at a pooler in transaction mode (PgBouncer). Default: DATABASE_URL.
   */
  DIRECT_DATABASE_URL: z.url().optional(),
  /**
   * Streaming read replicas of DATABASE_URL's database, comma-separated: the feed, product and
   * seller pages read from them in turn (read-database.ts). Default: none, every read on the primary.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** Connections each instance's pool may open to DATABASE_URL. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** How long a query waits for a new connection before it fails (ms; 0 waits forever). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** PostgreSQL cancels an app statement running longer than this (ms; 0 never). Migrations have none. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** "embedded" or "external" (DATABASE_URL); implied by DATABASE_URL, production must name embedded. */
  DATABASE: z.enum(DATABASE_KINDS).optional(),
  /** The address people reach the app at; used in mail links and cookie security. */
  PUBLIC_URL: z.url().optional(),
  /** Required in production: signs session cookies and tokens, the same on every instance. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /**
   * Encrypts the personal data kept for the tax authority (DAC7) at rest; the same on every
   * instance. Without it the key is derived from the auth secret, which then cannot rotate
   * without it: set it before rotating BETTER_AUTH_SECRET.
   */
  DATA_ENCRYPTION_KEY: z.string().min(32).optional(),
  /** smtp://user:pass@host:port; without it mail goes to the dev outbox. */
  SMTP_URL: z.url().optional(),
  /** "smtp" (SMTP_URL) or "outbox" (kept in the database); implied by SMTP_URL, production must name outbox. */
  MAIL: z.enum(MAIL_KINDS).optional(),
  MAIL_FROM: z.string().default("Kierto <hello@kierto.fi>"),
  /**
   * "webpush" (the browsers' push services, signed with the VAPID keys below) or "outbox" (kept in
   * the database, shown at /dev/push); implied by VAPID_PRIVATE_KEY, production must name outbox.
   */
  PUSH: z.enum(PUSH_KINDS).optional(),
  /** The VAPID key pair (base64url, as web-push generate-vapid-keys prints it); outside production made in DATA_DIR. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "a base64url P-256 public key (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "a base64url P-256 private key (43 characters)")
    .optional(),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "a mailto: or https: address")
    .optional(),
  /**
   * How many reverse proxies stand in front of the server and append to X-Forwarded-For: the
   * client address is read that many entries from the right ("true" means one, "false" none).
   */
  TRUST_PROXY: z
    .union([z.enum(["true", "false"]), z.string().regex(/^\d{1,2}$/, "true, false or a number of proxies")])
    .default("false")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
  /**
   * Live streams (/api/events) one client address may hold open on an instance. Several people
   * can share an address (a household, an office), so it is well above one account's limit.
   */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** Where photos live: "local" (a folder under DATA_DIR, one machine) or "s3" (a shared bucket). */
  STORAGE: z.enum(["local", "s3"]).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  /** "auto" for Cloudflare R2; any value the service accepts for the others. */
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** The service's address, for anything but AWS itself (MinIO, R2, Hetzner, UpCloud). */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** "true" puts the bucket in the path (MinIO, servers on a bare address). */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** A CDN or the bucket's public address that photos are served from; without it, through /media. */
  S3_PUBLIC_URL: z.url().optional(),
  /** Card payments through Stripe Checkout; without it the local payment page takes test cards. */
  STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
  /** Verifies Stripe's webhook signatures (whsec_...); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
  /**
   * Who takes card payments: "stripe" (needs the keys above) or "local" (the test payment page).
   * Without it, Stripe when its key is set and the local page otherwise; production must name one.
   */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  /**
   * Who sends sellers' payouts: "local" (simulated SEPA transfers, no money moves) or "stripe"
   * (Stripe Connect: needs STRIPE_SECRET_KEY and STRIPE_CONNECT_WEBHOOK_SECRET). Local by
   * default; production must name one.
   */
  PAYOUT_PROVIDER: z.enum(PAYOUT_PROVIDERS).optional(),
  /** Verifies the Stripe Connect webhook's signatures (its own whsec_...); required with PAYOUT_PROVIDER=stripe. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
  /** Seconds the local payout provider's simulated bank takes to settle a transfer. */
  LOCAL_PAYOUT_SECONDS: z.coerce.number().min(0).max(3600).default(3),
  /** Redis (redis://host:6379/0): rate counters live there instead of PostgreSQL's rate_counters. */
  REDIS_URL: z.url().optional(),
  /** An OTLP/HTTP collector (http://collector:4318): traces of requests and their SQL go there. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The service name the traces carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default("kierto"),
  /** The bearer token a Prometheus scraper presents at /metrics; without it production serves no metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * After SIGTERM, how long the instance keeps serving with /api/ready at 503 before it stops
   * listening: the load balancer's readiness interval times its failure threshold. 5 s in production.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /**
   * Who carries parcels: "local", the simulated carrier with its bundled fictional pickup points
   * (docs/decisions/0040), or "pakettikauppa", Posti's Pakettikauppa API (docs/decisions/0065),
   * which needs the account below. Local is the default outside production; production must name one.
   */
  SHIPPING_CARRIER: z.enum(SHIPPING_CARRIER_NAMES).optional(),
  /** The Pakettikauppa account's API key (a UUID); required with SHIPPING_CARRIER=pakettikauppa. */
  PAKETTIKAUPPA_API_KEY: z.string().min(1).optional(),
  /** The account's secret: signs our requests, and verifies the tracking callbacks Pakettikauppa sends. */
  PAKETTIKAUPPA_API_SECRET: z.string().min(8).optional(),
  /** The API's address: production's by default, https://apitest.pakettikauppa.fi for its test server. */
  PAKETTIKAUPPA_BASE_URL: z.url().default("https://api.pakettikauppa.fi"),
  /**
   * The secret a carrier signs its tracking callbacks with (HMAC-SHA256 of the body). Outside
   * production a fixed development secret; production without one refuses every callback and
   * relies on polling.
   */
  SHIPPING_CALLBACK_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Seed demo data into an empty database at start-up. Outside production that is the default
   * for the embedded database; production seeds only when this says "true", with random passwords.
   */
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  /**
   * Moderators and admins must have two-factor sign-in on before the moderation queue or the
   * admin pages answer them. On by default in production; off in development, so the demo staff
   * accounts stay one sign-in away (docs/decisions/0034).
   */
  REQUIRE_STAFF_TWO_FACTOR: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
});

export type Env = Omit<z.infer<typeof schema>, "HOST" | "STORAGE"> & {
  HOST: string;
  /** Where photos live: STORAGE, local unless it says s3 (production must name it). */
  STORAGE: "local" | "s3";
  /** Which PostgreSQL: the embedded one or DATABASE_URL's. */
  database: DatabaseKind;
  /** How account mail leaves: SMTP, or kept in the outbox. */
  mail: MailKind;
  /** How push messages leave: the browsers' push services, or kept in the push outbox. */
  push: PushKind;
  /** The VAPID keys push messages are signed with, and the subject they name. */
  vapid: VapidKeys;
  /** In production, each local part named on purpose: logged as a warning at every start. */
  localPartWarnings: string[];
  dataDir: string;
  publicUrl: string;
  /** Origins whose browser requests are ours: the public address (and its loopback twin in development). */
  trustedOrigins: string[];
  authSecret: string;
  /** DATA_ENCRYPTION_KEY, or the auth secret. */
  dataEncryptionKey: string;
  isProduction: boolean;
  seedDemoData: boolean;
  /** Who takes card payments (PAYMENT_PROVIDER, or what the keys imply). */
  paymentProvider: PaymentProvider;
  /** Who sends sellers' payouts. */
  payoutProvider: PayoutProviderName;
  /** DRAIN_DELAY_MS, or its default: 5 s in production, none otherwise. */
  drainDelayMs: number;
  /** Who carries parcels (SHIPPING_CARRIER). */
  shippingCarrier: ShippingCarrierName;
  /** The Pakettikauppa account when SHIPPING_CARRIER=pakettikauppa, else null. */
  pakettikauppa: { apiKey: string; secret: string; baseUrl: string } | null;
  /** SHIPPING_CALLBACK_SECRET, the development one outside production, or null. */
  shippingCallbackSecret: string | null;
  /** Whether staff routes refuse a moderator or admin without a second factor. */
  requireStaffTwoFactor: boolean;
  /** The bucket when STORAGE=s3, else undefined. */
  s3: (S3Config & { publicUrl?: string }) | undefined;
};

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export class EnvError extends Error {
  override name = "EnvError";
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === "production";
  const dataDir = path.resolve(raw.DATA_DIR);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, "");

  const host = raw.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1");
  // A development server hands password-reset links to whoever asks its dev outbox, so it stays
  // on this machine unless the operator says otherwise in so many words.
  if (!isProduction && !isLoopback(host) && !raw.ALLOW_DEV_ON_NETWORK) {
    throw new EnvError(
      `Invalid environment configuration:\n  - HOST: ${host} would put a development server on the network; use NODE_ENV=production, a loopback HOST, or ALLOW_DEV_ON_NETWORK=true`,
    );
  }

  // Everything else that is wrong is listed at once, so one attempt shows the whole fix.
  const problems: string[] = [];
  // Two production instances that each invented a secret would refuse each other's sessions.
  if (isProduction && !raw.BETTER_AUTH_SECRET) problems.push("BETTER_AUTH_SECRET: required in production");
  // Without the webhook secret no payment could ever be confirmed: buyers would pay at Stripe and
  // their items stay reserved until the checkout expired. Better not to start at all.
  if (raw.STRIPE_SECRET_KEY && !raw.STRIPE_WEBHOOK_SECRET) {
    problems.push("STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the whsec_... of the webhook endpoint)");
  }
  const parts = resolveLocalParts(raw, isProduction);
  problems.push(...moneyProviderProblems(raw), ...parts.problems);
  if (parts.storage === "s3") problems.push(...s3Problems(raw));
  if (raw.DIRECT_DATABASE_URL && !raw.DATABASE_URL) problems.push("DIRECT_DATABASE_URL: needs DATABASE_URL beside it");
  if (raw.DATABASE_REPLICA_URLS.length > 0 && !raw.DATABASE_URL)
    problems.push("DATABASE_REPLICA_URLS: needs DATABASE_URL beside it");
  problems.push(...vapidProblems(raw, isProduction, parts.push));
  if (raw.SHIPPING_CARRIER === "pakettikauppa" && !(raw.PAKETTIKAUPPA_API_KEY && raw.PAKETTIKAUPPA_API_SECRET)) {
    problems.push("SHIPPING_CARRIER: pakettikauppa needs PAKETTIKAUPPA_API_KEY and PAKETTIKAUPPA_API_SECRET");
  }
  if (problems.length > 0) {
    throw new EnvError(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
  const authSecret = raw.BETTER_AUTH_SECRET ?? localSecret(dataDir);
  return {
    ...raw,
    HOST: host,
    STORAGE: parts.storage,
    database: parts.database,
    mail: parts.mail,
    push: parts.push,
    vapid: vapidKeys(raw, dataDir),
    localPartWarnings: parts.warnings,
    dataDir,
    publicUrl,
    trustedOrigins: isProduction ? [publicUrl] : withLoopbackTwin(publicUrl),
    isProduction,
    authSecret,
    dataEncryptionKey: raw.DATA_ENCRYPTION_KEY ?? authSecret,
    // Demo accounts include an admin: a production server gets them only when asked in so many words.
    seedDemoData: raw.SEED_DEMO_DATA ?? (!isProduction && !raw.DATABASE_URL),
    requireStaffTwoFactor: raw.REQUIRE_STAFF_TWO_FACTOR ?? isProduction,
    drainDelayMs: raw.DRAIN_DELAY_MS ?? (isProduction ? 5000 : 0),
    paymentProvider: raw.PAYMENT_PROVIDER ?? (raw.STRIPE_SECRET_KEY ? "stripe" : "local"),
    payoutProvider: raw.PAYOUT_PROVIDER ?? "local",
    s3: parts.storage === "s3" ? s3Config(raw) : undefined,
    shippingCarrier: raw.SHIPPING_CARRIER ?? "local",
    pakettikauppa:
      raw.SHIPPING_CARRIER === "pakettikauppa" && raw.PAKETTIKAUPPA_API_KEY && raw.PAKETTIKAUPPA_API_SECRET
        ? {
            apiKey: raw.PAKETTIKAUPPA_API_KEY,
            secret: raw.PAKETTIKAUPPA_API_SECRET,
            baseUrl: raw.PAKETTIKAUPPA_BASE_URL,
          }
        : null,
    shippingCallbackSecret:
      raw.SHIPPING_CALLBACK_SECRET ?? (isProduction ? null : "kierto-development-shipping-callbacks"),
  };
}

/**
 * What a named money provider needs. Whether production may fall back to the local ones, which
 * move no money, is decided with the other local parts (env-local-parts.ts).
 */
function moneyProviderProblems(raw: z.infer<typeof schema>): string[] {
  const problems: string[] = [];
  if (raw.PAYMENT_PROVIDER === "stripe" && !raw.STRIPE_SECRET_KEY) {
    problems.push("PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY");
  }
  if (raw.PAYOUT_PROVIDER === "stripe" && !raw.STRIPE_SECRET_KEY) {
    problems.push("PAYOUT_PROVIDER: stripe needs STRIPE_SECRET_KEY");
  }
  // Without it no account.updated could be believed, and no seller would ever be able to withdraw.
  if (raw.PAYOUT_PROVIDER === "stripe" && !raw.STRIPE_CONNECT_WEBHOOK_SECRET) {
    problems.push(
      "PAYOUT_PROVIDER: stripe needs STRIPE_CONNECT_WEBHOOK_SECRET (the whsec_... of the Connect webhook endpoint)",
    );
  }
  return problems;
}

/**
 * The VAPID keys go together, and a production server that sends real pushes needs all three:
 * two instances that each made their own key pair would each refuse the other's subscriptions.
 */
function vapidProblems(raw: z.infer<typeof schema>, isProduction: boolean, push: PushKind): string[] {
  if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    return ["VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither"];
  }
  if (isProduction && push === "webpush" && !(raw.VAPID_PRIVATE_KEY && raw.VAPID_SUBJECT)) {
    return ["PUSH: webpush needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT"];
  }
  return [];
}

/** The configured VAPID keys, or outside them a pair kept in the data folder (like the auth secret). */
function vapidKeys(raw: z.infer<typeof schema>, dataDir: string): VapidKeys {
  const subject = raw.VAPID_SUBJECT ?? "mailto:hello@kierto.fi";
  if (raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY) {
    return { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.join(dataDir, "vapid-keys.json");
  if (existsSync(file)) return { ...(JSON.parse(readFileSync(file, "utf8")) as Omit<VapidKeys, "subject">), subject };
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  // A private key with leading zero bytes comes back shorter; the push libraries expect all 32.
  const privateKey = ecdh.getPrivateKey();
  const keys = {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString("base64url"),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { ...keys, subject };
}

function s3Problems(raw: z.infer<typeof schema>): string[] {
  const problems: string[] = [];
  if (!raw.S3_BUCKET) problems.push("S3_BUCKET: required with STORAGE=s3");
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither");
  }
  return problems;
}

function s3Config(raw: z.infer<typeof schema>): S3Config & { publicUrl?: string } {
  return {
    bucket: raw.S3_BUCKET as string,
    region: raw.S3_REGION,
    endpoint: raw.S3_ENDPOINT,
    accessKeyId: raw.S3_ACCESS_KEY_ID,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE,
    publicUrl: raw.S3_PUBLIC_URL?.replace(/\/+$/, ""),
  };
}

/**
 * In development http://localhost:3000 and http://127.0.0.1:3000 are the same server; a browser
 * opened on either is ours.
 */
function withLoopbackTwin(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const twin = url.hostname === "localhost" ? "127.0.0.1" : url.hostname === "127.0.0.1" ? "localhost" : undefined;
  if (!twin) return [publicUrl];
  url.hostname = twin;
  return [publicUrl, url.origin];
}

/**
 * A local install has no secret configured: keep one in the data folder so sessions survive a
 * restart, readable only by the server's user.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
