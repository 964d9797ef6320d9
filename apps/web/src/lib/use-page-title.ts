import { useEffect } from "react";
import { messages } from "@/i18n";

const defaultDescription =
  "Kierto is the second-hand fashion marketplace for Finland: buy and sell pre-loved clothes safely.";

/**
 * Every page has its own document title (screen readers announce it on navigation) and, where
 * given, its own meta description for search results and shared links.
 */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = messages.common.pageTitle(title);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = description ?? defaultDescription;
  }, [title, description]);
}
