import type { cases } from "../../db/schema";

/** A case as stored: its own file, so the steps and what they read from a case import it without a cycle. */
export type CaseRow = typeof cases.$inferSelect;
