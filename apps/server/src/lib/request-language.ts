import { isLanguage, LANGUAGE_COOKIE, type Language, languageFromAcceptLanguage } from "@kierto/shared";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";

/**
 * The language a request is answered in: the browser's remembered choice (the language cookie,
 * which the web app also sets from a signed-in person's profile), else its Accept-Language.
 */
export function requestLanguage(c: Context): Language {
  return languageOfHeaders(c.req.raw.headers, getCookie(c, LANGUAGE_COOKIE));
}

/** The same, from bare headers, for code that gets a Request rather than a Context (auth hooks). */
export function languageOfHeaders(headers: Headers | undefined, cookie?: string): Language {
  const chosen = cookie ?? cookieFrom(headers?.get("cookie"));
  return isLanguage(chosen) ? chosen : languageFromAcceptLanguage(headers?.get("accept-language"));
}

function cookieFrom(header: string | null | undefined): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [name, ...value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) return value.join("=");
  }
  return undefined;
}
