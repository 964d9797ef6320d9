import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { runMessageDigestsNow } from "../notifications";
import { endSavedSearchHoursNow } from "../saved-searches";
import { testLostCasesInputSchema, testLostCasesSchema } from "./test-cases.schemas";
import { createTestLostCases } from "./test-cases.service";
import {
  testChatInputSchema,
  testChatSchema,
  testFavoriteSchema,
  testListingInputSchema,
  testListingSchema,
  testUserInputSchema,
  testUserSchema,
} from "./test-data.schemas";
import {
  createTestChat,
  createTestFavorite,
  createTestListing,
  createTestUser,
  runSaleTimersNow,
} from "./test-data.service";
import { testReleasedSaleInputSchema, testReleasedSaleSchema } from "./test-wallet.schemas";
import { createTestReleasedSale } from "./test-wallet.service";

/*
 * Test data on this machine only. The routes exist only beside the dev outbox (never in
 * production), and app.ts lets only a loopback peer whose request no proxy forwarded reach
 * /api/dev at all (lib/loopback.ts): these routes hand out signed-in sessions, administrators'.
 */
const tags = ["Development"];
const description =
  "Development only, for the browser journeys (ADR 0008): exists only with the dev outbox and answers only " +
  "a loopback peer whose request no proxy forwarded (404 for anyone else).";

const createUserRoute = createRoute({
  method: "post",
  path: "/dev/test-data/users",
  tags,
  summary: "Create an account, signed in unless told otherwise (development only)",
  description: `${description} With \`signedIn\` (the default) the answer sets the account's session cookie.`,
  request: { body: { content: { "application/json": { schema: testUserInputSchema } }, required: true } },
  responses: {
    201: { description: "The account", content: { "application/json": { schema: testUserSchema } } },
    ...errorResponses(400, 404),
  },
});

const createListingRoute = createRoute({
  method: "post",
  path: "/dev/test-data/listings",
  tags,
  summary: "Create a listing of an existing account (development only)",
  description,
  request: { body: { content: { "application/json": { schema: testListingInputSchema } }, required: true } },
  responses: {
    201: { description: "The listing", content: { "application/json": { schema: testListingSchema } } },
    ...errorResponses(400, 403, 404),
  },
});

const createChatRoute = createRoute({
  method: "post",
  path: "/dev/test-data/chats",
  tags,
  summary: "Open a buyer's chat about a listing and send its first messages (development only)",
  description: `${description} The chat and messages follow the same rules as the API's own.`,
  request: { body: { content: { "application/json": { schema: testChatInputSchema } }, required: true } },
  responses: {
    201: { description: "The chat", content: { "application/json": { schema: testChatSchema } } },
    ...errorResponses(400, 403, 404),
  },
});

const createFavoriteRoute = createRoute({
  method: "post",
  path: "/dev/test-data/favorites",
  tags,
  summary: "Favourite a listing for an account (development only)",
  description,
  request: { body: { content: { "application/json": { schema: testFavoriteSchema } }, required: true } },
  responses: {
    201: { description: "The favourite", content: { "application/json": { schema: testFavoriteSchema } } },
    ...errorResponses(400, 403, 404, 409),
  },
});

const saleTimersRoute = createRoute({
  method: "post",
  path: "/dev/test-data/sales/{id}/timers-due",
  tags,
  summary: "Make a sale's deadlines pass and run the sale timers once (development only)",
  description: `${description} A test clock: the sale's deadlines move to a minute ago and the timers run as the scheduled job would.`,
  request: { params: idParamSchema },
  responses: {
    200: {
      description: "How many sales the timers moved",
      content: { "application/json": { schema: z.object({ moved: z.number().int() }) } },
    },
    ...errorResponses(400, 404),
  },
});

const messageDigestsRoute = createRoute({
  method: "post",
  path: "/dev/test-data/people/{id}/message-digests-due",
  tags,
  summary: "Run a person's unread-message digests now instead of after ten minutes (development only)",
  description: `${description} A test clock for the digest: each still unread conversation is mailed as its timer would.`,
  request: { params: idParamSchema },
  responses: {
    200: {
      description: "How many conversations were looked at",
      content: { "application/json": { schema: z.object({ conversations: z.number().int() }) } },
    },
    ...errorResponses(400),
  },
});

const savedSearchHoursRoute = createRoute({
  method: "post",
  path: "/dev/test-data/people/{id}/saved-search-hours-passed",
  tags,
  summary: "Let the hour of a person's saved-search notifications pass now (development only)",
  description: `${description} A test clock for the hourly digest: the next match makes a new notification.`,
  request: { params: idParamSchema },
  responses: {
    200: {
      description: "How many notifications were aged",
      content: { "application/json": { schema: z.object({ notifications: z.number().int() }) } },
    },
    ...errorResponses(400),
  },
});

const createReleasedSaleRoute = createRoute({
  method: "post",
  path: "/dev/test-data/released-sales",
  tags,
  summary: "Give a seller a completed card sale whose money is available to withdraw (development only)",
  description: `${description} The payment and its release are posted through the ledger's sale functions.`,
  request: { body: { content: { "application/json": { schema: testReleasedSaleInputSchema } }, required: true } },
  responses: {
    201: { description: "The sale", content: { "application/json": { schema: testReleasedSaleSchema } } },
    ...errorResponses(400, 404),
  },
});

const createLostCasesRoute = createRoute({
  method: "post",
  path: "/dev/test-data/lost-cases",
  tags,
  summary: "Give a seller lost cases and one contested case waiting for a moderator (development only)",
  description,
  request: { body: { content: { "application/json": { schema: testLostCasesInputSchema } }, required: true } },
  responses: {
    201: { description: "The contested case", content: { "application/json": { schema: testLostCasesSchema } } },
    ...errorResponses(400, 404),
  },
});

export function testDataRoutes() {
  return createRouter()
    .openapi(createUserRoute, async (c) => {
      const { user, cookies } = await createTestUser(c.var.deps, c.req.valid("json"));
      for (const cookie of cookies) c.header("set-cookie", cookie, { append: true });
      return c.json(
        { id: user.id, email: user.email, password: user.password, displayName: user.displayName, role: user.role },
        201,
      );
    })
    .openapi(createListingRoute, async (c) => c.json(await createTestListing(c.var.deps, c.req.valid("json")), 201))
    .openapi(createChatRoute, async (c) => c.json(await createTestChat(c.var.deps, c.req.valid("json")), 201))
    .openapi(createFavoriteRoute, async (c) => c.json(await createTestFavorite(c.var.deps, c.req.valid("json")), 201))
    .openapi(saleTimersRoute, async (c) => c.json(await runSaleTimersNow(c.var.deps, c.req.valid("param").id), 200))
    .openapi(messageDigestsRoute, async (c) =>
      c.json({ conversations: await runMessageDigestsNow(c.var.deps, c.req.valid("param").id) }, 200),
    )
    .openapi(savedSearchHoursRoute, async (c) =>
      c.json({ notifications: await endSavedSearchHoursNow(c.var.deps, c.req.valid("param").id) }, 200),
    )
    .openapi(createReleasedSaleRoute, async (c) =>
      c.json(await createTestReleasedSale(c.var.deps, c.req.valid("json")), 201),
    )
    .openapi(createLostCasesRoute, async (c) =>
      c.json(await createTestLostCases(c.var.deps, c.req.valid("json")), 201),
    );
}
