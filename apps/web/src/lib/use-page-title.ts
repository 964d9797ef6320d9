import { useEffect } from "react";
import { messages } from "@/i18n";

/** Every page has its own document title (screen readers announce it on navigation). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = messages.common.pageTitle(title);
  }, [title]);
}
