import { afterAll, expect, inject } from "vitest";
import { createApp } from "../src/app";
import { createDatabase, type Database } from "../src/db/client";
import { createUser, type UserOverrides } from "../src/db/factories";
import { loadEnv } from "../src/env";
import type { AppDeps } from "../src/lib/app-env";
import { createLogger } from "../src/lib/logger";
import { createAuth } from "../src/modules/auth/auth";
import { createOutboxMailer } from "../src/platform/mail/outbox-mailer";
import { createPostgresRealtime } from "../src/platform/realtime";
import { createStorage } from "../src/platform/storage";
import { withDatabase } from "./global-setup";

export const TEST_ORIGIN = "http://localhost:3000";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Database;
  deps: AppDeps;
  /** A request to the app, as a browser on our origin would send it. */
  request(path: string, init?: RequestInit & { cookie?: string; json?: unknown }): Promise<Response>;
  /** A verified user, signed in; `cookie` goes into `request`. */
  signedInUser(overrides?: UserOverrides): Promise<{ id: string; email: string; password: string; cookie: string }>;
}

let counter = 0;

/**
 * The real app on this test file's own fresh database, cloned from the migrated template.
 * Call once per file, at the top level: `const t = await createTestApp();`.
 */
export async function createTestApp(options: { rateLimits?: boolean } = {}): Promise<TestApp> {
  const serverUrl = inject("testServerUrl");
  const template = inject("templateDatabase");
  const name = `${template.replace("template", "file")}_${process.pid}_${++counter}`;
  const admin = createDatabase(serverUrl, { max: 1 });
  await admin.$client.query(`create database ${name} template ${template}`);
  await admin.$client.end();

  const db = createDatabase(withDatabase(serverUrl, name), { max: 5 });
  const env = loadEnv({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: "t".repeat(40),
    DATA_DIR: "/tmp/kierto-test",
  } as NodeJS.ProcessEnv);
  const logger = createLogger("silent");
  const mailer = createOutboxMailer(db, logger);
  const rateLimits = options.rateLimits ?? false;
  const auth = createAuth({ db, env, mailer, logger, rateLimit: rateLimits });
  const realtime = createPostgresRealtime({ pool: db.$client, logger });
  await realtime.start();
  const deps: AppDeps = { env, db, auth, mailer, storage: createStorage(env), realtime, logger, rateLimits };
  const app = createApp(deps);

  afterAll(async () => {
    await realtime.close();
    await db.$client.end();
    const cleanup = createDatabase(serverUrl, { max: 1 });
    await cleanup.$client.query(`drop database if exists ${name} with (force)`);
    await cleanup.$client.end();
  });

  const request: TestApp["request"] = async (path, init = {}) => {
    const { cookie, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("origin", TEST_ORIGIN);
    if (cookie) headers.set("cookie", cookie);
    if (json !== undefined) headers.set("content-type", "application/json");
    return app.request(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };

  return {
    app,
    db,
    deps,
    request,
    async signedInUser(overrides = {}) {
      const user = await createUser(db, overrides);
      const cookie = await signIn(request, user.email, user.password);
      return { ...user, cookie };
    },
  };
}

/** Signs in through the real endpoint and returns the session cookie. */
export async function signIn(request: TestApp["request"], email: string, password: string): Promise<string> {
  const response = await request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
  expect(response.status, await response.clone().text()).toBe(200);
  return cookieFrom(response);
}

export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Reads the `{ error: { code } }` of a refused request. */
export async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { error?: { code?: string } };
  return body.error?.code;
}
