import { createRoute } from "@hono/zod-openapi";
import { createSavedSearchSchema, renameSavedSearchSchema } from "@kierto/shared";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { openedSavedSearchSchema, savedSearchCreatedSchema, savedSearchListSchema } from "./saved-searches.schemas";
import {
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  renameSavedSearch,
  saveSearch,
} from "./saved-searches.service";

const tags = ["Saved searches"];

const list = createRoute({
  method: "get",
  path: "/me/saved-searches",
  tags,
  summary: "The signed-in person's saved searches, each with its new matches since it was last opened",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The saved searches", content: { "application/json": { schema: savedSearchListSchema } } },
    ...errorResponses(401),
  },
});

const create = createRoute({
  method: "post",
  path: "/me/saved-searches",
  tags,
  summary: "Save the feed's current filters under a name",
  description:
    "The filters are the feed's own query (GET /api/products), read by the same schema. At most 20 per person (409 `SAVED_SEARCH_LIMIT`); a search with no filter and no word is refused (400 `SAVED_SEARCH_EMPTY`).",
  middleware: [signedIn] as const,
  request: { body: { content: { "application/json": { schema: createSavedSearchSchema } }, required: true } },
  responses: {
    201: { description: "Saved", content: { "application/json": { schema: savedSearchCreatedSchema } } },
    ...errorResponses(400, 401, 409),
  },
});

const rename = createRoute({
  method: "patch",
  path: "/me/saved-searches/{id}",
  tags,
  summary: "Rename one of one's saved searches",
  middleware: [signedIn] as const,
  request: {
    params: idParamSchema,
    body: { content: { "application/json": { schema: renameSavedSearchSchema } }, required: true },
  },
  responses: { 204: { description: "Renamed" }, ...errorResponses(400, 401, 404) },
});

const remove = createRoute({
  method: "delete",
  path: "/me/saved-searches/{id}",
  tags,
  summary: "Delete one of one's saved searches",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 404) },
});

const open = createRoute({
  method: "post",
  path: "/me/saved-searches/{id}/open",
  tags,
  summary: "Open a saved search: its matches so far count as seen; returns its filters for the feed",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "Its filters", content: { "application/json": { schema: openedSavedSearchSchema } } },
    ...errorResponses(400, 401, 404),
  },
});

export function savedSearchRoutes() {
  return createRouter()
    .openapi(list, async (c) => c.json({ items: await listSavedSearches(c.var.deps.db, c.var.user.id) }, 200))
    .openapi(create, async (c) => {
      const { deps, user } = c.var;
      return c.json(await saveSearch(deps.db, user.id, c.req.valid("json"), deps.jobs.now()), 201);
    })
    .openapi(rename, async (c) => {
      await renameSavedSearch(c.var.deps.db, c.var.user.id, c.req.valid("param").id, c.req.valid("json").name);
      return c.body(null, 204);
    })
    .openapi(remove, async (c) => {
      await deleteSavedSearch(c.var.deps.db, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(open, async (c) => {
      const { deps, user } = c.var;
      const filters = await openSavedSearch(deps.db, user.id, c.req.valid("param").id, deps.jobs.now());
      return c.json({ filters }, 200);
    });
}
