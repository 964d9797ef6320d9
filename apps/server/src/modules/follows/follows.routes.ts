import { createRoute } from "@hono/zod-openapi";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { productPageSchema } from "../products";
import { readFollowingFeed } from "./following-feed";
import { followingPageQuerySchema } from "./follows.schemas";
import { followSeller, unfollowSeller } from "./follows.service";

const follow = createRoute({
  method: "put",
  path: "/users/{id}/follow",
  tags: ["Following"],
  summary: "Follow a seller (idempotent): their new listings reach the Following feed and the bell",
  description:
    "Never oneself (403 `CANNOT_FOLLOW_SELF`), nor anyone either of the two has blocked (403 `FOLLOW_BLOCKED`).",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: { 204: { description: "Followed" }, ...errorResponses(400, 401, 403, 404) },
});

const unfollow = createRoute({
  method: "delete",
  path: "/users/{id}/follow",
  tags: ["Following"],
  summary: "Stop following a seller (idempotent)",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: { 204: { description: "Not followed (any more)" }, ...errorResponses(400, 401, 403, 404) },
});

const followingFeed = createRoute({
  method: "get",
  path: "/me/following/listings",
  tags: ["Following"],
  summary: "The newest active listings of the sellers the signed-in person follows, a page of 20 at a time",
  middleware: [signedIn] as const,
  request: { query: followingPageQuerySchema },
  responses: {
    200: { description: "A page of listing cards", content: { "application/json": { schema: productPageSchema } } },
    ...errorResponses(400, 401),
  },
});

export function followRoutes() {
  return createRouter()
    .openapi(follow, async (c) => {
      await followSeller(c.var.deps.db, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(unfollow, async (c) => {
      await unfollowSeller(c.var.deps.db, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(followingFeed, async (c) => {
      const page = await readFollowingFeed(c.var.deps.db, c.var.user.id, c.req.valid("query").cursor);
      return c.json(page, 200);
    });
}
