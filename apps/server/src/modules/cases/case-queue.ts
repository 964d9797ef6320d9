import { DECIDABLE_CASE_STATES, type ShipmentEventKind } from "@kierto/shared";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { caseAppeals, cases, products, profiles, saleShipments, shipmentEvents, transactions } from "../../db/schema";
import { chatsOfSales } from "./case-chat";
import { returnParcelCents } from "./case-return-postage";

const buyer = alias(profiles, "buyer");
const seller = alias(profiles, "seller");

/**
 * Each party's record with buyer protection, for the moderator weighing their word: cases opened
 * as a buyer, and how the closed ones ended for them (a refund is won by the buyer and lost by
 * the seller; a release the other way round). A decision the party's appeal overturned is not
 * theirs to have lost.
 */
const record = (column: typeof cases.buyerId | typeof cases.sellerId, won: string, lost: string) => ({
  opened: sql<number>`(select count(*)::int from ${cases} as c where c.${sql.raw(column.name)} = ${column})`,
  won: sql<number>`(select count(*)::int from ${cases} as c where c.${sql.raw(column.name)} = ${column} and c.state in (${sql.raw(won)}))`,
  lost: sql<number>`(select count(*)::int from ${cases} as c where c.${sql.raw(column.name)} = ${column} and c.state in (${sql.raw(lost)}) and not exists (select 1 from ${caseAppeals} as a where a.case_id = c.id and a.user_id = ${column} and a.status = 'overturned'))`,
});

const REFUNDED = "'refunded', 'partially_refunded'";
const RELEASED = "'released'";

/**
 * The cases waiting for a moderator, oldest escalation first, with what both sides said (in the
 * case and in their chat) and, for a shipped sale, what the carrier said.
 */
export async function listCasesAwaitingDecision(db: Database) {
  const rows = await db
    .select({
      row: cases,
      title: products.title,
      productId: transactions.productId,
      amountCents: transactions.amountCents,
      deliveryMethod: transactions.deliveryMethod,
      pickupPoint: transactions.pickupPoint,
      parcelSize: transactions.parcelSize,
      postageCents: transactions.postageCents,
      buyerName: buyer.displayName,
      sellerName: seller.displayName,
      buyerSuspendedAt: buyer.suspendedAt,
      sellerSuspendedAt: seller.suspendedAt,
      buyerRecord: record(cases.buyerId, REFUNDED, RELEASED),
      sellerRecord: record(cases.sellerId, RELEASED, REFUNDED),
    })
    .from(cases)
    .innerJoin(transactions, eq(transactions.id, cases.saleId))
    .innerJoin(products, eq(products.id, transactions.productId))
    .innerJoin(buyer, eq(buyer.id, cases.buyerId))
    .innerJoin(seller, eq(seller.id, cases.sellerId))
    .where(inArray(cases.state, [...DECIDABLE_CASE_STATES]))
    .orderBy(asc(cases.escalatedAt), asc(cases.createdAt))
    .limit(100);
  const [tracking, chats] = await Promise.all([
    trackingOfSales(
      db,
      rows.map(({ row }) => row.saleId),
    ),
    chatsOfSales(
      db,
      rows.map(({ row, productId }) => ({
        saleId: row.saleId,
        productId,
        buyerId: row.buyerId,
        sellerId: row.sellerId,
      })),
    ),
  ]);
  return rows.map((found) => ({
    case: found.row,
    sale: {
      id: found.row.saleId,
      title: found.title,
      amountCents: found.amountCents ?? 0,
      deliveryMethod: found.deliveryMethod,
      returnParcelCents:
        found.deliveryMethod === "shipping" ? (found.row.returnPostageCents ?? returnParcelCents(found)) : null,
    },
    tracking: tracking.get(found.row.saleId) ?? [],
    chat: chats.get(found.row.saleId) ?? [],
    buyer: {
      id: found.row.buyerId,
      displayName: found.buyerName,
      ...found.buyerRecord,
      suspended: found.buyerSuspendedAt !== null,
    },
    seller: {
      id: found.row.sellerId,
      displayName: found.sellerName,
      ...found.sellerRecord,
      suspended: found.sellerSuspendedAt !== null,
    },
  }));
}

/** The carrier's timelines of the sales' parcels in one query; a sale without a parcel has none. */
async function trackingOfSales(db: Database, saleIds: string[]) {
  const timelines = new Map<
    string,
    { sequence: number; kind: ShipmentEventKind; location: string | null; occurredAt: string }[]
  >();
  if (saleIds.length === 0) return timelines;
  const rows = await db
    .select({
      saleId: saleShipments.saleId,
      sequence: shipmentEvents.sequence,
      kind: shipmentEvents.kind,
      location: shipmentEvents.location,
      occurredAt: shipmentEvents.occurredAt,
    })
    .from(shipmentEvents)
    .innerJoin(saleShipments, eq(saleShipments.trackingCode, shipmentEvents.trackingCode))
    .where(inArray(saleShipments.saleId, saleIds))
    .orderBy(asc(saleShipments.saleId), asc(shipmentEvents.sequence));
  for (const row of rows) {
    const timeline = timelines.get(row.saleId) ?? [];
    timeline.push({
      sequence: row.sequence,
      kind: row.kind as ShipmentEventKind,
      location: row.location,
      occurredAt: row.occurredAt.toISOString(),
    });
    timelines.set(row.saleId, timeline);
  }
  return timelines;
}
