import type { faq } from "../en/info/faq";
import { loadContent } from "./load-content";

export const faqContent = await loadContent<typeof faq>(
  import.meta.glob<Record<string, unknown>>("../*/info/faq.ts"),
  "faq",
);
