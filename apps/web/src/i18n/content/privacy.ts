import type { privacy } from "../en/info/privacy";
import { loadContent } from "./load-content";

export const privacyContent = await loadContent<typeof privacy>(
  import.meta.glob<Record<string, unknown>>("../*/info/privacy.ts"),
  "privacy",
);
