import type { landing } from "../en/info/landing";
import { loadContent } from "./load-content";

export const landingContent = await loadContent<typeof landing>(
  import.meta.glob<Record<string, unknown>>("../*/info/landing.ts"),
  "landing",
);
