import type { Context } from "hono";
import type { AppEnv } from "../../app-env";

/**
 * What crawlers may read: the public pages. The signed-in app, the admin pages, the payment pages
 * and the API hold nothing a search should show (and cost a request each); checkout and chats are
 * someone's own. Search engines find the public pages through the sitemap.
 */
const KEPT_OUT = ["/app", "/admin", "/pay", "/api", "/checkout", "/browse/checkout", "/chat", "/dev"];

export function robotsTxt(c: Context<AppEnv>) {
  const lines = [
    "User-agent: *",
    ...KEPT_OUT.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${c.var.deps.env.publicUrl}/sitemap.xml`,
    "",
  ];
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(lines.join("\n"));
}
