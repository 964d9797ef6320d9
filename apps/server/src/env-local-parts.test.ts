import { createECDH } from "node:crypto";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

const base = { DATA_DIR: "/tmp/kierto-env-test" } as NodeJS.ProcessEnv;
const vapid = createECDH("prime256v1");
vapid.generateKeys();
/** A production VAPID key pair, as web-push generate-vapid-keys prints it. */
const vapidKeys = {
  VAPID_PUBLIC_KEY: vapid.getPublicKey().toString("base64url"),
  VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - vapid.getPrivateKey().length), vapid.getPrivateKey()]).toString(
    "base64url",
  ),
  VAPID_SUBJECT: "mailto:ops@kierto.fi",
};
const production = {
  ...base,
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "s".repeat(40),
  PUBLIC_URL: "https://kierto.fi",
} as NodeJS.ProcessEnv;
/** Every outside part real: what a production deployment for real people sets. */
const realParts = {
  DATABASE_URL: "postgres://kierto@db.internal:5432/kierto",
  STORAGE: "s3",
  S3_BUCKET: "kierto-photos",
  SMTP_URL: "smtp://mail.internal:587",
  STRIPE_SECRET_KEY: "sk_live_1",
  STRIPE_WEBHOOK_SECRET: "whsec_1",
  PAYOUT_PROVIDER: "stripe",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_2",
  ...vapidKeys,
  // No real carrier exists yet: production names the local one and is warned about it.
  SHIPPING_CARRIER: "local",
};
const CARRIER_WARNING = /^SHIPPING_CARRIER=local/;

describe("production and the local parts", () => {
  it("refuses to start on any local part it was not told to use, listing them all at once", () => {
    const attempt = () => loadEnv(production);
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(
      /DATABASE: set DATABASE_URL[\s\S]*STORAGE: set STORAGE=s3[\s\S]*MAIL: set SMTP_URL[\s\S]*PUSH: set VAPID_PUBLIC_KEY[\s\S]*PAYMENT_PROVIDER: required[\s\S]*PAYOUT_PROVIDER: required[\s\S]*SHIPPING_CARRIER: required/,
    );
  });

  it("lists the missing secret beside the local parts", () => {
    const { BETTER_AUTH_SECRET: _secret, ...withoutSecret } = production;
    expect(() => loadEnv(withoutSecret)).toThrow(/BETTER_AUTH_SECRET: required in production[\s\S]*DATABASE:/);
  });

  it("refuses each local part alone, and starts with a warning once it is named", () => {
    const cases = [
      { unset: { DATABASE_URL: undefined }, named: { DATABASE: "embedded" }, part: "DATABASE" },
      { unset: { STORAGE: undefined }, named: { STORAGE: "local" }, part: "STORAGE" },
      { unset: { SMTP_URL: undefined }, named: { MAIL: "outbox" }, part: "MAIL" },
      {
        unset: { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined },
        named: { PUSH: "outbox" },
        part: "PUSH",
      },
      {
        unset: { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, PAYOUT_PROVIDER: "local" },
        named: { PAYMENT_PROVIDER: "local" },
        part: "PAYMENT_PROVIDER",
      },
      { unset: { PAYOUT_PROVIDER: undefined }, named: { PAYOUT_PROVIDER: "local" }, part: "PAYOUT_PROVIDER" },
      { unset: { SHIPPING_CARRIER: undefined }, named: { SHIPPING_CARRIER: "local" }, part: "SHIPPING_CARRIER" },
    ];
    for (const { unset, named, part } of cases) {
      const env = { ...production, ...realParts, ...unset } as NodeJS.ProcessEnv;
      expect(() => loadEnv(env), part).toThrow(new RegExp(`- ${part}:`));
      const warnings = loadEnv({ ...env, ...named }).localPartWarnings;
      expect(
        warnings.some((warning) => warning.startsWith(`${part}=`)),
        part,
      ).toBe(true);
    }
  });

  it("starts on real parts with no warning but the carrier's", () => {
    const env = loadEnv({ ...production, ...realParts });
    expect(env).toMatchObject({ database: "external", STORAGE: "s3", mail: "smtp", paymentProvider: "stripe" });
    expect(env.localPartWarnings).toEqual([expect.stringMatching(CARRIER_WARNING)]);
  });

  it("runs a demo deployment on every local part, warning about each", () => {
    const env = loadEnv({
      ...production,
      DATABASE: "embedded",
      STORAGE: "local",
      MAIL: "outbox",
      PUSH: "outbox",
      PAYMENT_PROVIDER: "local",
      PAYOUT_PROVIDER: "local",
      SHIPPING_CARRIER: "local",
    });
    expect(env).toMatchObject({ database: "embedded", STORAGE: "local", mail: "outbox", paymentProvider: "local" });
    expect(env.localPartWarnings.map((warning) => warning.split("=")[0])).toEqual([
      "DATABASE",
      "STORAGE",
      "MAIL",
      "PUSH",
      "PAYMENT_PROVIDER",
      "PAYOUT_PROVIDER",
      "SHIPPING_CARRIER",
    ]);
  });

  it("keeps development on the local parts by default, silently", () => {
    const env = loadEnv(base);
    expect(env).toMatchObject({ database: "embedded", STORAGE: "local", mail: "outbox" });
    expect(env.localPartWarnings).toEqual([]);
    expect(loadEnv({ ...base, SMTP_URL: "smtp://127.0.0.1:2525" }).mail).toBe("smtp");
    // MAIL=outbox keeps mail in the outbox even with an SMTP server configured.
    expect(loadEnv({ ...base, SMTP_URL: "smtp://127.0.0.1:2525", MAIL: "outbox" }).mail).toBe("outbox");
  });

  it("sends real pushes in production only with the whole VAPID configuration", () => {
    const env = { ...production, ...realParts } as NodeJS.ProcessEnv;
    expect(loadEnv(env)).toMatchObject({
      push: "webpush",
      vapid: { publicKey: vapidKeys.VAPID_PUBLIC_KEY, subject: "mailto:ops@kierto.fi" },
    });
    expect(() => loadEnv({ ...env, VAPID_SUBJECT: undefined })).toThrow(
      /PUSH: webpush needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT/,
    );
    expect(() => loadEnv({ ...env, VAPID_PUBLIC_KEY: undefined })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both/,
    );
    // Named on purpose, webpush without its keys is refused rather than signed with a made-up pair.
    expect(() =>
      loadEnv({ ...env, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, PUSH: "webpush" }),
    ).toThrow(/PUSH: webpush needs/);
    expect(() => loadEnv({ ...env, VAPID_SUBJECT: "ops@kierto.fi" })).toThrow(/VAPID_SUBJECT/);
  });

  it("makes a development VAPID key pair once and keeps it in the data folder", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kierto-vapid-"));
    const first = loadEnv({ ...base, DATA_DIR: dataDir });
    expect(first.push).toBe("outbox");
    expect(first.vapid.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.vapid.privateKey).toMatch(/^[\w-]{43}$/);
    expect(loadEnv({ ...base, DATA_DIR: dataDir }).vapid).toEqual(first.vapid);
    expect(statSync(path.join(dataDir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
    // With the keys alone a developer sends real pushes through the browsers' services.
    expect(loadEnv({ ...base, DATA_DIR: dataDir, PUSH: "webpush" }).vapid).toEqual(first.vapid);
  });

  it("refuses a choice its address does not back up", () => {
    expect(() => loadEnv({ ...base, DATABASE: "external" })).toThrow(/DATABASE: external needs DATABASE_URL/);
    expect(() => loadEnv({ ...base, DATABASE: "embedded", DATABASE_URL: "postgres://x@localhost/k" })).toThrow(
      /DATABASE: embedded and DATABASE_URL contradict/,
    );
    expect(() => loadEnv({ ...base, MAIL: "smtp" })).toThrow(/MAIL: smtp needs SMTP_URL/);
    expect(() => loadEnv({ ...base, MAIL: "pigeon" })).toThrow(/MAIL/);
  });
});
