import type { en } from "./en";
import type { firstView } from "./en/first-view";
import type { later } from "./en/later";

/**
 * The shape every catalogue has. English defines it; Finnish and Swedish are objects of this
 * type, so a key missing from either fails the type check.
 */
export type Messages = typeof en;
/** The part loaded before the first render, and the part loaded with the pages that read it (ADR 0021). */
export type FirstViewMessages = typeof firstView;
export type LaterMessages = typeof later;
