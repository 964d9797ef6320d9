import type { en } from "./en";

/**
 * The shape every catalogue has. English defines it; Finnish and Swedish are objects of this
 * type, so a key missing from either fails the type check.
 */
export type Messages = typeof en;
