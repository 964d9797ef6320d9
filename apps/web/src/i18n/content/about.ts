import type { about } from "../en/info/about";
import { loadContent } from "./load-content";

export const aboutContent = await loadContent<typeof about>(
  import.meta.glob<Record<string, unknown>>("../*/info/about.ts"),
  "about",
);
