import type { Language } from "@kierto/shared";
import { api, unwrap } from "@/lib/api-client";

/**
 * Remembers the language (a cookie, and the profile of a signed-in person) and loads the page
 * again in it: the catalogue, the formats and the server-written page all follow (ADR 0016).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await unwrap(api.language.$put({ json: { language } }));
  window.location.reload();
}
