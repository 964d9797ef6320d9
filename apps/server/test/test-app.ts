/**
 * The real app on a fresh database, and two ways to call it.
 *
 *   const t = await createTestApp();                  // once per file, at the top level
 *   const buyer = await t.signedInUser();
 *   const response = await t.api(buyer).chats[":id"].$get({ param: { id } });
 *   const chat = await expectJson(response, 200);     // asserts the status; `chat` has the 200's type
 *   await t.guest.chats.$get();                       // the same client without a session
 *
 * Use the typed `t.api(user)` / `t.guest` for the API, so a changed response shape fails the
 * typecheck; `t.mailbox(to)` and `t.apiDescription()` read the dev outbox and the OpenAPI
 * document, which live outside ApiType, with their routes' types as well. Keep `t.request` for
 * what the typed client cannot express: Better Auth's routes (`/api/auth/*`), pages outside /api,
 * and deliberately malformed input.
 *
 * A warning or error the app logs fails the test unless the test declares it first:
 * `expectLogged(/Unhandled error/)` (test/logged.ts).
 */
import type { ClientRequestOptions, ClientResponse } from "hono/client";
import { hc } from "hono/client";
import { afterAll, expect, inject } from "vitest";
import { type ApiType, type AppOptions, createApp } from "../src/app";
import { createAppAuth } from "../src/app-auth";
import type { AppDeps } from "../src/app-env";
import { registerBackgroundJobs } from "../src/background-jobs";
import { createDatabase, type Database } from "../src/db/client";
import { createUser, type UserOverrides } from "../src/db/factories";
import { type Env, loadEnv } from "../src/env";
import type { Logger } from "../src/lib/logger";
import { errorSchema } from "../src/lib/openapi";
import type { devApiRoutes } from "../src/modules/dev";
import type { docsRoutes } from "../src/modules/docs";
import { withNotificationMail } from "../src/modules/notifications";
import { withNotificationPush } from "../src/modules/push";
import { createPostgresCounters } from "../src/platform/counters";
import { createJobEngine, type JobClock, systemJobClock } from "../src/platform/jobs";
import { createQueuedMailer, type Mailer, mailJob } from "../src/platform/mail";
import { createOutboxMailer } from "../src/platform/mail/outbox-mailer";
import { createMetrics } from "../src/platform/metrics";
import { createPaymentProvider, type PaymentProvider } from "../src/platform/payments";
import { createPayoutProvider, type PayoutProvider } from "../src/platform/payouts";
import { createPushSender, type PushSender } from "../src/platform/push";
import { createPostgresRealtime } from "../src/platform/realtime";
import { createShippingCarrier } from "../src/platform/shipping";
import { createStorage, withQueuedDeletes } from "../src/platform/storage";
import { withDatabase } from "./global-setup";
import { createTestLogger } from "./logged";

export { expectLogged } from "./logged";

export const TEST_ORIGIN = "http://localhost:3000";

/** The typed client of the API under /api, the same one the web app uses. */
export type ApiClient = ReturnType<typeof hc<ApiType>>;
/** The dev outbox's routes: not in ApiType, since they exist only in development. */
type DevApiClient = ReturnType<typeof hc<ReturnType<typeof devApiRoutes>>>;
/** /api/openapi.json and /api/docs: not in ApiType, since they describe it. */
type DocsClient = ReturnType<typeof hc<ReturnType<typeof docsRoutes>>>;

/** Whoever a call is made as: a signed-in user's session cookie. */
export interface Caller {
  cookie: string;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Database;
  deps: AppDeps;
  /** The typed API client, calling as `caller` (a browser on our origin carrying its cookie). */
  api(caller: Caller | undefined): ApiClient;
  /** The typed API client without a session. */
  guest: ApiClient;
  /** The mails the dev outbox holds for `to`, newest first. */
  mailbox(to: string): Promise<JsonAt<Awaited<ReturnType<DevApiClient["dev"]["mailbox"]["$get"]>>, 200>>;
  /** The OpenAPI document at /api/openapi.json. */
  apiDescription(): Promise<JsonAt<Awaited<ReturnType<DocsClient["openapi.json"]["$get"]>>, 200>>;
  /** A request to the app, as a browser on our origin would send it. */
  request(path: string, init?: RequestInit & { cookie?: string; json?: unknown }): Promise<Response>;
  /** A verified user, signed in; `cookie` goes into `request`. */
  signedInUser(
    overrides?: UserOverrides,
  ): Promise<{ id: string; email: string; password: string; displayName: string; cookie: string }>;
}

let counter = 0;

/**
 * The real app on this test file's own fresh database, cloned from the migrated template.
 * Call once per file, at the top level: `const t = await createTestApp();`.
 */
export async function createTestApp(
  options: {
    rateLimits?: boolean;
    env?: Record<string, string>;
    /** Another payment provider than the one the env chooses (the fake Stripe server's). */
    payments?: (env: Env) => PaymentProvider;
    /** Another payout provider than the one the env chooses. */
    payouts?: (env: Env) => PayoutProvider;
    /** Another push sender than the one the env chooses (the web-push one, aimed at a fake push service). */
    push?: (env: Env) => PushSender;
    /** The clock timers and retries are counted on; `t.deps.jobs.workDue()` runs what is due by it. */
    clock?: JobClock;
    /** Another transport for queued mail than the dev outbox (a fake SMTP server's). */
    mailTransport?: (db: Database, logger: Logger) => Mailer;
    /** The app's own options: another web build, a smaller sitemap file. */
    app?: AppOptions;
  } = {},
): Promise<TestApp> {
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
    ...options.env,
  } as NodeJS.ProcessEnv);
  const logger = createTestLogger();
  // No background polling: a test runs due jobs itself, when it chooses, with workDue().
  const jobs = createJobEngine({ db, logger, clock: options.clock });
  const mailer = createQueuedMailer(jobs, db);
  const rateLimits = options.rateLimits ?? false;
  const counters = createPostgresCounters(db);
  const auth = createAppAuth({ db, env, mailer, logger, rateLimit: rateLimits, counters });
  const liveEvents = createPostgresRealtime({ pool: db.$client, logger });
  await liveEvents.start();
  const realtime = withNotificationPush(withNotificationMail(liveEvents, { db, jobs, logger }), { db, jobs, logger });
  const payments = options.payments?.(env) ?? createPaymentProvider(env);
  const fileStorage = createStorage(env);
  // As the server counts, minus Node's own process metrics, which one process need not gather per app.
  const metrics = createMetrics();
  metrics.watchPool("main", db.$client);
  metrics.watchJobs(() => jobs.queueDepths());
  const deps: AppDeps = {
    env,
    db,
    auth,
    mailer,
    storage: withQueuedDeletes(fileStorage, jobs, db),
    realtime,
    logger,
    rateLimits,
    counters,
    payments,
    payouts: options.payouts?.(env) ?? createPayoutProvider(env),
    push: options.push?.(env) ?? createPushSender(env, db, logger),
    shipping: createShippingCarrier(env, { db, jobs, clock: options.clock ?? systemJobClock }),
    jobs,
    metrics,
  };
  const app = createApp(deps, options.app);
  registerBackgroundJobs({
    ...deps,
    mailTransport: options.mailTransport?.(db, logger) ?? createOutboxMailer(db, logger),
    fileStorage,
  });
  await jobs.start();

  afterAll(async () => {
    await jobs.stop();
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

  const clientOptions = (caller?: Caller): ClientRequestOptions => ({
    fetch: app.request,
    headers: caller ? { origin: TEST_ORIGIN, cookie: caller.cookie } : { origin: TEST_ORIGIN },
  });
  const api: TestApp["api"] = (caller) => hc<ApiType>(`${TEST_ORIGIN}/api`, clientOptions(caller));
  const dev: DevApiClient = hc<ReturnType<typeof devApiRoutes>>(`${TEST_ORIGIN}/api`, clientOptions());
  const docs: DocsClient = hc<ReturnType<typeof docsRoutes>>(`${TEST_ORIGIN}/api`, clientOptions());

  return {
    app,
    db,
    deps,
    api,
    guest: api(undefined),
    // The mail queue is worked first: mail is delivered by a job, as in the server.
    mailbox: async (to) => {
      await jobs.workDue(mailJob);
      return expectJson(await dev.dev.mailbox.$get({ query: { to } }), 200);
    },
    apiDescription: async () => expectJson(await docs["openapi.json"].$get(), 200),
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

type AnyClientResponse = ClientResponse<unknown, number, string>;
/** The JSON body a typed response has when its status is `S`. */
type JsonAt<R extends AnyClientResponse, S extends number> = Awaited<ReturnType<Extract<R, { status: S }>["json"]>>;

/**
 * Asserts a typed response's status (one of several when given a list; the body is shown when
 * it differs) and returns its JSON with the type the route declares for that status.
 */
export async function expectJson<R extends AnyClientResponse, const S extends R["status"]>(
  response: R,
  status: S | readonly S[],
): Promise<JsonAt<R, S>> {
  const statuses: readonly number[] = Array.isArray(status) ? status : [status];
  expect(statuses, await response.clone().text()).toContain(response.status);
  return response.json() as Promise<JsonAt<R, S>>;
}

/** Reads the `{ error: { code } }` of a refused request. */
export async function errorCode(response: { json(): Promise<unknown> }): Promise<string> {
  return errorSchema.parse(await response.json()).error.code;
}
