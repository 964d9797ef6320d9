import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env";

/**
 * GET /media/*: stored photos. Their names are random and never reused, so browsers and proxies
 * may keep them for a year. Only well-formed keys reach the disk (storage.ts), so a path
 * with '..' or any other trick is simply not found.
 */
export function mediaRoutes() {
  return new Hono<AppEnv>().get("/*", async (c) => {
    const key = c.req.path.replace(/^\/media\//, "");
    const file = await c.var.deps.storage.get(key);
    if (!file) return c.text("Not found", 404);
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
}
