import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { Logger } from "../../lib/logger";
import { taxIdSeal } from "./tax-id-seal";

/**
 * Codes stored before they were encrypted at rest: migration 0032 moved any into
 * `dac7_tax_ids_unsealed` (it cannot encrypt: the key is not the database's), and the first
 * start after it seals them back in and drops that table, in one transaction. A database that
 * had none never has the table; a second instance starting at the same moment waits on the lock
 * and finds the table gone.
 */
export async function sealUnsealedTaxIds(db: Database, env: Pick<Env, "dataEncryptionKey">, logger: Logger) {
  const seal = taxIdSeal(env);
  const moved = await db.transaction(async (tx) => {
    const table = await tx.execute<{ name: string | null }>(
      sql`select to_regclass('dac7_tax_ids_unsealed')::text as name`,
    );
    if (!table.rows[0]?.name) return 0;
    await tx.execute(sql`lock table dac7_tax_ids_unsealed in access exclusive mode`);
    const still = await tx.execute<{ name: string | null }>(
      sql`select to_regclass('dac7_tax_ids_unsealed')::text as name`,
    );
    if (!still.rows[0]?.name) return 0;
    const rows = await tx.execute<{
      seller_id: string;
      tax_id: string;
      issued_by: string;
      created_at: Date;
      updated_at: Date;
    }>(sql`select seller_id, tax_id, issued_by, created_at, updated_at from dac7_tax_ids_unsealed`);
    for (const row of rows.rows) {
      await tx.execute(sql`
        insert into dac7_tax_ids (seller_id, tax_id_sealed, tax_id_last4, issued_by, created_at, updated_at)
        select ${row.seller_id}, ${seal.seal(row.tax_id)}, ${row.tax_id.slice(-4)}, ${row.issued_by}, ${row.created_at}, ${row.updated_at}
        where exists (select 1 from users where id = ${row.seller_id})
        on conflict (seller_id) do nothing`);
    }
    await tx.execute(sql`drop table dac7_tax_ids_unsealed`);
    return rows.rows.length;
  });
  if (moved > 0) logger.info("personal identity codes encrypted at rest", { count: moved });
}
