import { CHAT_OPEN_SALE_STATES } from "@kierto/shared";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { transactions } from "../../db/schema";

const chatOpenStates = () =>
  sql.join(
    CHAT_OPEN_SALE_STATES.map((state) => sql`${state}`),
    sql`, `,
  );

/**
 * True when the chat's two parties have a sale of its item in a state that keeps their chat open
 * (sale-process.ts `keepsChatOpen`, e.g. paid and waiting for the hand-over): the item left the
 * market, but the buyer and the seller still have to arrange the hand-over.
 */
export function saleKeepsChatOpen(chat: { productId: PgColumn; buyerId: PgColumn; sellerId: PgColumn }): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${transactions} s where s.product_id = ${chat.productId} and s.buyer_id = ${chat.buyerId} and s.seller_id = ${chat.sellerId} and s.state in (${chatOpenStates()}))`;
}

/**
 * True when another buyer's paid sale holds the chat's item: it is reserved, not yet sold, but
 * off the market, so this chat is read-only as for a sold item until that sale ends (a refund
 * puts the item back on sale and reopens it).
 */
export function salePaidByAnother(chat: { productId: PgColumn; buyerId: PgColumn }): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${transactions} s where s.product_id = ${chat.productId} and s.buyer_id <> ${chat.buyerId} and s.state in (${chatOpenStates()}))`;
}
