import { createRoute, z } from "@hono/zod-openapi";
import { LANGUAGE_COOKIE, LANGUAGES } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { setCookie } from "hono/cookie";
import { profiles } from "../../db/schema";
import { errorResponses } from "../../lib/openapi";
import { createRouter } from "../../router";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const chooseLanguageSchema = z.object({ language: z.enum(LANGUAGES) }).openapi("ChooseLanguage");

const chooseLanguage = createRoute({
  method: "put",
  path: "/language",
  tags: ["Profiles"],
  summary: "Choose the language of the web app and of the signed-in person's e-mails",
  description:
    "Remembered in this browser by the `kierto-lang` cookie, and for a signed-in person on their profile, " +
    "which their e-mails follow. Anyone may call it, signed in or not.",
  request: { body: { content: { "application/json": { schema: chooseLanguageSchema } }, required: true } },
  responses: { 204: { description: "Chosen" }, ...errorResponses(400) },
});

export function languageRoutes() {
  return createRouter().openapi(chooseLanguage, async (c) => {
    const { language } = c.req.valid("json");
    const user = c.var.user;
    if (user) await c.var.deps.db.update(profiles).set({ language }).where(eq(profiles.id, user.id));
    setCookie(c, LANGUAGE_COOKIE, language, {
      path: "/",
      maxAge: ONE_YEAR_SECONDS,
      sameSite: "Lax",
      httpOnly: true,
      secure: c.var.deps.env.publicUrl.startsWith("https://"),
    });
    return c.body(null, 204);
  });
}
