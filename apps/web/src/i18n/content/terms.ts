import type { terms } from "../en/info/terms";
import { loadContent } from "./load-content";

export const termsContent = await loadContent<typeof terms>(
  import.meta.glob<Record<string, unknown>>("../*/info/terms.ts"),
  "terms",
);
