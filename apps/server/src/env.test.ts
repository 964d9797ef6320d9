import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

const base = { DATA_DIR: "/tmp/kierto-env-test" } as NodeJS.ProcessEnv;

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

  it("refuses to serve https in production without a configured secret", () => {
    expect(() => loadEnv({ ...base, NODE_ENV: "production", PUBLIC_URL: "https://kierto.fi" })).toThrow(
      /BETTER_AUTH_SECRET/,
    );
  });

  it("does not seed demo data into an external database unless asked", () => {
    expect(loadEnv({ ...base, DATABASE_URL: "postgres://x@localhost/k" }).seedDemoData).toBe(false);
    expect(loadEnv({ ...base, DATABASE_URL: "postgres://x@localhost/k", SEED_DEMO_DATA: "true" }).seedDemoData).toBe(
      true,
    );
  });
});
