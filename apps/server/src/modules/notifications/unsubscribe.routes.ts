import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { HttpError } from "../../lib/http-error";
import { requestLanguage } from "../../lib/request-language";
import { notificationMailTexts } from "../../platform/mail";
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
export function unsubscribeRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/notifications/unsubscribe", (c) => {
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
  });
  app.post("/notifications/unsubscribe", async (c) => {
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
  return app;
}
