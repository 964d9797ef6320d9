import type { contact } from "../en/info/contact";
import { loadContent } from "./load-content";

export const contactContent = await loadContent<typeof contact>(
  import.meta.glob<Record<string, unknown>>("../*/info/contact.ts"),
  "contact",
);
