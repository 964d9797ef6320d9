import { createRoute, z } from "@hono/zod-openapi";
import { HttpError } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { requestLanguage } from "../../lib/request-language";
import { notificationMailTexts } from "../../platform/mail";
import { createRouter } from "../../router";
import { turnOffEmail } from "./preferences.service";
import { renderUnsubscribePage, unsubscribePageTexts } from "./unsubscribe-page";
import { readUnsubscribeToken } from "./unsubscribe-token";

export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";
export const PREFERENCES_PATH = "/app/settings#notifications";

/**
 * One-click unsubscribe (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click` to the
 * address in List-Unsubscribe, without a session; the signed token says whose mail of which
 * group stops. A GET (a person following the link, or a scanner prefetching it) changes
 * nothing: it shows the question with a button that POSTs.
 */
const tokenQuery = z.object({
  token: z
    .string()
    .max(2000)
    .optional()
    .openapi({ description: "The signed token from the mail's List-Unsubscribe address" }),
});
const htmlPage = (description: string) => ({
  description,
  content: { "text/html": { schema: z.string() } },
});

const askToUnsubscribe = createRoute({
  method: "get",
  path: "/notifications/unsubscribe",
  tags: ["Notifications"],
  summary: "The page a person reaches from a mail's unsubscribe link: it asks, and changes nothing",
  description: "No session. 400 with the same page saying the link is not valid when the token is not ours.",
  request: { query: tokenQuery },
  responses: { 200: htmlPage("A page with a button that turns off this group's mail"), 400: htmlPage("Invalid link") },
});

const unsubscribe = createRoute({
  method: "post",
  path: "/notifications/unsubscribe",
  tags: ["Notifications"],
  summary: "One-click unsubscribe (RFC 8058): turns off the e-mail of the token's group for its person",
  description: "No session: the signed token says whose mail of which group stops. A bad token is 400 `INVALID_TOKEN`.",
  request: { query: tokenQuery },
  responses: { 200: htmlPage("A page saying the mail is turned off"), ...errorResponses(400) },
});

export function unsubscribeRoutes() {
  return createRouter()
    .openapi(askToUnsubscribe, (c) => {
      const { env } = c.var.deps;
      const token = c.req.query("token") ?? "";
      const grant = readUnsubscribeToken(env.authSecret, token);
      const language = requestLanguage(c);
      const t = unsubscribePageTexts[language];
      const settingsUrl = `${env.publicUrl}${PREFERENCES_PATH}`;
      if (!grant) return c.html(renderUnsubscribePage({ language, text: t.invalid, settingsUrl }), 400);
      const group = notificationMailTexts[language].groupName[grant.group];
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
      return c.html(
        renderUnsubscribePage({ language, text: t.ask(group), confirm: { action, label: t.confirm }, settingsUrl }),
        200,
      );
    })
    .openapi(unsubscribe, async (c) => {
      const { env, db } = c.var.deps;
      const grant = readUnsubscribeToken(env.authSecret, c.req.query("token") ?? "");
      if (!grant) throw new HttpError(400, "INVALID_TOKEN", "This unsubscribe link is not valid.");
      await turnOffEmail(db, grant.userId, grant.group);
      const language = requestLanguage(c);
      const group = notificationMailTexts[language].groupName[grant.group];
      const settingsUrl = `${env.publicUrl}${PREFERENCES_PATH}`;
      return c.html(
        renderUnsubscribePage({ language, text: unsubscribePageTexts[language].done(group), settingsUrl }),
        200,
      );
    });
}
