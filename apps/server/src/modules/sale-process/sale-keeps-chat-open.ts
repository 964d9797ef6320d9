import { CHAT_OPEN_SALE_STATES } from "@kierto/shared";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { transactions } from "../../db/schema";

/**
 * True when the chat's two parties have a sale of its item in a state that keeps their chat open
 * (sale-process.ts `keepsChatOpen`, e.g. paid and waiting for the hand-over): the item left the
 * market, but the buyer and the seller still have to arrange the hand-over. Other buyers' chats
 * about the item are read-only as for any sold item.
 */
export function saleKeepsChatOpen(chat: { productId: PgColumn; buyerId: PgColumn; sellerId: PgColumn }): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${transactions} s where s.product_id = ${chat.productId} and s.buyer_id = ${chat.buyerId} and s.seller_id = ${chat.sellerId} and s.state in (${sql.join(
    CHAT_OPEN_SALE_STATES.map((state) => sql`${state}`),
    sql`, `,
  )}))`;
}
