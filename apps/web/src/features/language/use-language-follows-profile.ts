import { useEffect } from "react";
import { availableLanguages, language } from "@/i18n";
import type { SessionData } from "@/lib/session-query";

/**
 * A signed-in person's language is the one on their profile, wherever they chose it: when it is
 * not the page's (chosen on another device, or signing in where the browser's is another), this
 * browser takes it and the page loads again in it, unless the page's address names its language.
 */
export function useLanguageFollowsProfile(profile: SessionData["profile"] | undefined) {
  const wanted = profile?.language;
  useEffect(() => {
    if (!wanted || wanted === language || !availableLanguages.includes(wanted)) return;
    // Loaded when needed: it is no part of a first load. A failure leaves the page in the language
    // it has; the next load tries again.
    import("./api/choose-language").then(({ takeProfileLanguage }) => takeProfileLanguage(wanted)).catch(() => {});
  }, [wanted]);
}
