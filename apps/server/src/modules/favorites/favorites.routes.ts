import { createRoute } from "@hono/zod-openapi";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { favoriteListSchema } from "./favorites.schemas";
import { addFavorite, listFavorites, removeFavorite } from "./favorites.service";

const list = createRoute({
  method: "get",
  path: "/me/favorites",
  tags: ["Favorites"],
  summary: "The signed-in user's favourites as listing cards, most recently favourited first",
  middleware: [signedIn] as const,
  responses: {
    200: {
      description: "The favourites",
      content: { "application/json": { schema: favoriteListSchema } },
    },
    ...errorResponses(401),
  },
});

const add = createRoute({
  method: "put",
  path: "/products/{id}/favorite",
  tags: ["Favorites"],
  summary: "Favourite a listing (idempotent); never one's own (403), nor a sold one (409)",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: { 204: { description: "Favourited" }, ...errorResponses(400, 401, 403, 404, 409) },
});

const remove = createRoute({
  method: "delete",
  path: "/products/{id}/favorite",
  tags: ["Favorites"],
  summary: "Remove a favourite (idempotent)",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: { 204: { description: "Not a favourite (any more)" }, ...errorResponses(400, 401, 403, 404) },
});

export function favoriteRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const user = c.var.user;
      return c.json(await listFavorites(c.var.deps.db, user.id), 200);
    })
    .openapi(add, async (c) => {
      const user = c.var.user;
      await addFavorite(c.var.deps.db, user.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(remove, async (c) => {
      const user = c.var.user;
      await removeFavorite(c.var.deps.db, user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
