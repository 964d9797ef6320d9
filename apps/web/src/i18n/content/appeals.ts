import type { appeals } from "../en/appeals";
import { loadContent } from "./load-content";

/** Loaded with the appeal page and the moderation pages only, in the page's language. */
export const appealsContent = await loadContent<typeof appeals>(
  import.meta.glob<Record<string, unknown>>("../*/appeals.ts"),
  "appeals",
);
