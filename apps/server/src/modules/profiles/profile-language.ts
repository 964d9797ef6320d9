import type { Language } from "@kierto/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";

/** The language a person chose (or signed up in), for what Kierto sends them: undefined without a profile. */
export async function profileLanguage(db: Database, userId: string): Promise<Language | undefined> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
  return row?.language;
}
