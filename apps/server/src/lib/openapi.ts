import { z } from "@hono/zod-openapi";

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "FORBIDDEN" }),
      message: z.string(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .openapi("Error");

/** The `{id}` path parameter: a row's UUID, so a malformed id is a 400 before any query. */
export const idParamSchema = z.object({ id: z.uuid().openapi({ param: { name: "id", in: "path" } }) });

const descriptions: Record<number, string> = {
  400: "The request is not valid",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found, or not visible to you",
  409: "Conflicts with the current state",
  410: "Deleted",
  413: "Too large",
  415: "Unsupported media type",
  429: "Too many requests",
};

/** The error responses a route can give, for its OpenAPI description. */
export function errorResponses<const S extends keyof typeof descriptions>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: descriptions[status] ?? "Error", content: { "application/json": { schema: errorSchema } } },
    ]),
  ) as Record<S, { description: string; content: { "application/json": { schema: typeof errorSchema } } }>;
}
