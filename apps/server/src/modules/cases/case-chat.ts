import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** How much of the parties' conversation a moderator reads beside a case: its latest words. */
export const CASE_CHAT_MESSAGES = 50;

export interface CaseChatMessage {
  from: "buyer" | "seller";
  text: string;
  sentAt: string;
}

interface SaleParties {
  saleId: string;
  productId: string;
  buyerId: string;
  sellerId: string;
}

/**
 * The parties' own words in their chat about each sale, oldest first, in one query (the latest
 * CASE_CHAT_MESSAGES of each). The sale's notices are left out: the case already shows where the
 * sale and the parcel stand. The dispute policy tells both parties this chat is the record a
 * moderator reads.
 */
export async function chatsOfSales(db: Database, sales: SaleParties[]) {
  const chats = new Map<string, CaseChatMessage[]>();
  if (sales.length === 0) return chats;
  const wanted = sql.join(
    sales.map(
      (sale) => sql`(${sale.saleId}::uuid, ${sale.productId}::uuid, ${sale.buyerId}::uuid, ${sale.sellerId}::uuid)`,
    ),
    sql`, `,
  );
  const { rows } = await db.execute<{ sale_id: string; from_buyer: boolean; content: string; created_at: string }>(sql`
    select wanted.sale_id, latest.sender_id = c.buyer_id as from_buyer, latest.content, latest.created_at
    from (values ${wanted}) as wanted(sale_id, product_id, buyer_id, seller_id)
    join chats c on c.product_id = wanted.product_id and c.buyer_id = wanted.buyer_id and c.seller_id = wanted.seller_id
    cross join lateral (
      select m.sender_id, m.content, m.created_at, m.id from messages m
      where m.chat_id = c.id and m.kind = 'text'
      order by m.created_at desc, m.id desc
      limit ${CASE_CHAT_MESSAGES}
    ) latest
    order by wanted.sale_id, latest.created_at, latest.id`);
  for (const row of rows) {
    const chat = chats.get(row.sale_id) ?? [];
    chat.push({
      from: row.from_buyer ? "buyer" : "seller",
      text: row.content,
      sentAt: new Date(row.created_at).toISOString(),
    });
    chats.set(row.sale_id, chat);
  }
  return chats;
}
