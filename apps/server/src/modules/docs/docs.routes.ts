import type { OpenAPIHono } from "@hono/zod-openapi";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { requestLanguage } from "../../lib/request-language";
import { renderApiReference } from "./reference-page";

type OpenApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

/**
 * /api/openapi.json: our operations plus Better Auth's (prefixed with /api/auth), so the
 * document lists every API operation. /api/docs renders it as a readable page.
 */
export function docsRoutes(api: OpenAPIHono<AppEnv>) {
  let cached: OpenApiDocument | undefined;
  const build = async (c: { var: AppEnv["Variables"] }): Promise<OpenApiDocument> => {
    if (cached) return cached;
    const document = api.getOpenAPI31Document({
      openapi: "3.1.0",
      info: {
        title: "Kierto API",
        version: "1.0.0",
        description:
          "The API of Kierto, a second-hand fashion marketplace. Errors are `{ error: { code, message } }`. " +
          "Signed-in calls use the session cookie set by the /api/auth endpoints.",
      },
      servers: [{ url: "/api" }],
    });
    const authSchema = (await c.var.deps.auth.api.generateOpenAPISchema()) as unknown as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const paths = document.paths ?? {};
    for (const [path, operations] of Object.entries(authSchema.paths)) {
      for (const operation of Object.values(operations)) operation.tags = ["Auth"];
      paths[`/auth${path}`] = operations as never;
    }
    document.paths = paths;
    cached = document;
    return document;
  };

  return new Hono<AppEnv>()
    .get("/openapi.json", async (c) => c.json(await build(c), 200))
    .get("/docs", async (c) =>
      c.html(renderApiReference((await build(c)) as Parameters<typeof renderApiReference>[0], requestLanguage(c))),
    );
}
