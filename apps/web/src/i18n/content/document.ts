import type { document } from "../en/info/document";
import { loadContent } from "./load-content";

export const documentContent = await loadContent<typeof document>(
  import.meta.glob<Record<string, unknown>>("../*/info/document.ts"),
  "document",
);
