import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

const base = { DATA_DIR: "/tmp/kierto-env-test" } as NodeJS.ProcessEnv;
/** The local parts a demo deployment runs on, each named as production requires. */
const providers = {
  DATABASE: "embedded",
  STORAGE: "local",
  MAIL: "outbox",
  PUSH: "outbox",
  PAYMENT_PROVIDER: "local",
  PAYOUT_PROVIDER: "local",
  SHIPPING_CARRIER: "local",
} as const;
/** The local parts other than the money providers. */
const nonMoneyParts = { DATABASE: "embedded", STORAGE: "local", MAIL: "outbox", PUSH: "outbox" } as const;

describe("the environment", () => {
  it("has working defaults for a local start", () => {
    const env = loadEnv(base);
    expect(env.PORT).toBe(3000);
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.seedDemoData).toBe(true);
    expect(env.authSecret.length).toBeGreaterThanOrEqual(32);
    // The generated secret is kept, so sessions survive a restart.
    expect(loadEnv(base).authSecret).toBe(env.authSecret);
  });

  it("lists every invalid variable in one readable error", () => {
    const attempt = () => loadEnv({ ...base, PORT: "seventy", DATABASE_URL: "not a url", LOG_LEVEL: "loud" });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });

  it("refuses production without a configured secret, whatever the public address", () => {
    expect(() => loadEnv({ ...base, NODE_ENV: "production", PUBLIC_URL: "https://kierto.fi" })).toThrow(
      /BETTER_AUTH_SECRET/,
    );
    // Two http instances would each invent their own secret and refuse each other's sessions.
    expect(() => loadEnv({ ...base, NODE_ENV: "production", PUBLIC_URL: "http://10.0.0.5:3000" })).toThrow(
      /BETTER_AUTH_SECRET/,
    );
    expect(() => loadEnv({ ...base, NODE_ENV: "production" })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it("takes card payments through Stripe only with both its keys", () => {
    expect(loadEnv(base).STRIPE_SECRET_KEY).toBeUndefined();
    const attempt = () => loadEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_123" });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/);
    const both = loadEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_123" });
    expect(both).toMatchObject({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_123" });
    // A webhook secret alone changes nothing: the local payment page stays.
    expect(() => loadEnv({ ...base, STRIPE_WEBHOOK_SECRET: "whsec_123" })).not.toThrow();
  });

  it("never seeds the demo accounts in production unless SEED_DEMO_DATA=true", () => {
    const production = { ...base, NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(40), ...providers };
    expect(loadEnv(production).seedDemoData).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO_DATA: "true" }).seedDemoData).toBe(true);
  });

  it("refuses the local payment and payout providers in production unless they are named", () => {
    const production = { ...base, NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(40), ...nonMoneyParts };
    expect(() => loadEnv(production)).toThrow(
      /PAYMENT_PROVIDER: required in production[\s\S]*PAYOUT_PROVIDER: required[\s\S]*SHIPPING_CARRIER: required/,
    );
    const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };
    expect(loadEnv({ ...production, ...stripe, PAYOUT_PROVIDER: "local", SHIPPING_CARRIER: "local" })).toMatchObject({
      paymentProvider: "stripe",
      payoutProvider: "local",
    });
    expect(loadEnv({ ...production, ...providers })).toMatchObject({
      paymentProvider: "local",
      payoutProvider: "local",
    });
    expect(() => loadEnv({ ...base, PAYMENT_PROVIDER: "stripe" })).toThrow(/stripe needs STRIPE_SECRET_KEY/);
    expect(loadEnv(base)).toMatchObject({
      paymentProvider: "local",
      payoutProvider: "local",
      shippingCarrier: "local",
    });
  });

  it("takes Stripe Connect payouts only with the secret key and the Connect webhook's own secret", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };
    expect(() => loadEnv({ ...base, PAYOUT_PROVIDER: "stripe" })).toThrow(
      /PAYOUT_PROVIDER: stripe needs STRIPE_SECRET_KEY[\s\S]*stripe needs STRIPE_CONNECT_WEBHOOK_SECRET/,
    );
    expect(() => loadEnv({ ...base, ...stripe, PAYOUT_PROVIDER: "stripe" })).toThrow(
      /stripe needs STRIPE_CONNECT_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadEnv({ ...base, ...stripe, PAYOUT_PROVIDER: "stripe", STRIPE_CONNECT_WEBHOOK_SECRET: "connect" }),
    ).toThrow(/STRIPE_CONNECT_WEBHOOK_SECRET/);
    const production = { ...base, NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(40), ...nonMoneyParts };
    expect(
      loadEnv({
        ...production,
        ...stripe,
        PAYOUT_PROVIDER: "stripe",
        STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_2",
        SHIPPING_CARRIER: "local",
      }),
    ).toMatchObject({ paymentProvider: "stripe", payoutProvider: "stripe" });
  });

  it("requires Pakettikauppa's account when that carrier is chosen, and has it only then", () => {
    expect(() => loadEnv({ ...base, SHIPPING_CARRIER: "pakettikauppa" })).toThrow(
      /SHIPPING_CARRIER: pakettikauppa needs PAKETTIKAUPPA_API_KEY and PAKETTIKAUPPA_API_SECRET/,
    );
    expect(() =>
      loadEnv({
        ...base,
        SHIPPING_CARRIER: "pakettikauppa",
        PAKETTIKAUPPA_API_KEY: "k",
        PAKETTIKAUPPA_BASE_URL: "nope",
      }),
    ).toThrow(/PAKETTIKAUPPA_BASE_URL/);
    const account = { PAKETTIKAUPPA_API_KEY: "key-1", PAKETTIKAUPPA_API_SECRET: "secret-123" };
    expect(loadEnv({ ...base, SHIPPING_CARRIER: "pakettikauppa", ...account })).toMatchObject({
      shippingCarrier: "pakettikauppa",
      pakettikauppa: { apiKey: "key-1", secret: "secret-123", baseUrl: "https://api.pakettikauppa.fi" },
    });
    expect(loadEnv({ ...base, ...account }).pakettikauppa).toBeNull();
    const production = { ...base, NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(40), ...providers };
    expect(
      loadEnv({ ...production, SHIPPING_CARRIER: "pakettikauppa", ...account }).localPartWarnings,
    ).not.toContainEqual(expect.stringMatching(/SHIPPING_CARRIER/));
  });

  it("requires staff two-factor sign-in in production and not in development, unless told otherwise", () => {
    const production = { ...base, NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(40), ...providers };
    expect(loadEnv(production).requireStaffTwoFactor).toBe(true);
    expect(loadEnv({ ...production, REQUIRE_STAFF_TWO_FACTOR: "false" }).requireStaffTwoFactor).toBe(false);
    expect(loadEnv(base).requireStaffTwoFactor).toBe(false);
    expect(loadEnv({ ...base, REQUIRE_STAFF_TWO_FACTOR: "true" }).requireStaffTwoFactor).toBe(true);
    expect(() => loadEnv({ ...base, REQUIRE_STAFF_TWO_FACTOR: "yes" })).toThrow(/REQUIRE_STAFF_TWO_FACTOR/);
  });

  it("does not seed demo data into an external database unless asked", () => {
    expect(loadEnv({ ...base, DATABASE_URL: "postgres://x@localhost/k" }).seedDemoData).toBe(false);
    expect(loadEnv({ ...base, DATABASE_URL: "postgres://x@localhost/k", SEED_DEMO_DATA: "true" }).seedDemoData).toBe(
      true,
    );
  });
});

describe("photo storage", () => {
  it("keeps photos in the local folder unless STORAGE=s3", () => {
    expect(loadEnv(base).s3).toBeUndefined();
  });

  it("reads the bucket settings with STORAGE=s3", () => {
    const env = loadEnv({
      ...base,
      STORAGE: "s3",
      S3_BUCKET: "photos",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "https://cdn.kierto.fi/",
    });
    expect(env.s3).toEqual({
      bucket: "photos",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
      publicUrl: "https://cdn.kierto.fi",
    });
  });

  it("refuses STORAGE=s3 without a bucket, or with half a key pair", () => {
    expect(() => loadEnv({ ...base, STORAGE: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => loadEnv({ ...base, STORAGE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ ...base, STORAGE: "dropbox" })).toThrow(/STORAGE/);
  });
});

describe("where the server listens", () => {
  it("listens on this machine only outside production, and on every interface in production", () => {
    expect(loadEnv(base).HOST).toBe("127.0.0.1");
    expect(loadEnv({ ...base, NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(40), ...providers }).HOST).toBe(
      "0.0.0.0",
    );
  });

  it("refuses a development server on a network interface unless explicitly allowed", () => {
    expect(() => loadEnv({ ...base, HOST: "0.0.0.0" })).toThrow(/HOST[\s\S]*ALLOW_DEV_ON_NETWORK/);
    expect(() => loadEnv({ ...base, HOST: "192.168.1.20" })).toThrow(EnvError);
    expect(loadEnv({ ...base, HOST: "localhost" }).HOST).toBe("localhost");
    expect(loadEnv({ ...base, HOST: "0.0.0.0", ALLOW_DEV_ON_NETWORK: "true" }).HOST).toBe("0.0.0.0");
  });

  it("treats localhost and 127.0.0.1 as the same origin in development only", () => {
    expect(loadEnv(base).trustedOrigins).toEqual(["http://localhost:3000", "http://127.0.0.1:3000"]);
    expect(
      loadEnv({
        ...base,
        NODE_ENV: "production",
        BETTER_AUTH_SECRET: "s".repeat(40),
        ...providers,
        PUBLIC_URL: "http://localhost:3000",
      }).trustedOrigins,
    ).toEqual(["http://localhost:3000"]);
  });
});
