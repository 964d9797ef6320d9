import type { howItWorks } from "../en/info/how-it-works";
import { loadContent } from "./load-content";

export const howItWorksContent = await loadContent<typeof howItWorks>(
  import.meta.glob<Record<string, unknown>>("../*/info/how-it-works.ts"),
  "howItWorks",
);
