import { DAC7_CONSIDERATION_THRESHOLD_CENTS, DAC7_SALES_THRESHOLD } from "@kierto/shared";
import { sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import type { TextSeal } from "../../lib/sealed-text";

/** One quarter's reportable activity: sales completed, consideration paid, fees withheld. */
export interface Dac7Quarter {
  sales: number;
  considerationCents: number;
  feesCents: number;
}

/** What DAC7 asks of a seller who is an individual: their payout details and tax identification number. */
export interface Dac7Identity {
  /** Sealed: the report opens it for the admin who asks (admin-finance routes). */
  taxIdSealed: string;
  taxIdIssuedBy: string;
  legalName: string;
  dateOfBirth: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  iban: string;
}

export interface Dac7Seller {
  sellerId: string;
  displayName: string;
  email: string;
  sales: number;
  considerationCents: number;
  feesCents: number;
  /** Q1 to Q4, in Finnish time. */
  quarters: [Dac7Quarter, Dac7Quarter, Dac7Quarter, Dac7Quarter];
  /** Null while the seller has not given all of it (payout details and tax identification number). */
  identity: Dac7Identity | null;
  remindersSent: number;
  withheldSince: Date | null;
}

interface Row extends Record<string, unknown> {
  seller_id: string;
  display_name: string;
  email: string;
  sales: number;
  consideration: string | number;
  fees: string | number;
  quarters: Record<string, { sales: number; considerationCents: number; feesCents: number }>;
  legal_name: string | null;
  date_of_birth: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  iban: string | null;
  tax_id_sealed: string | null;
  issued_by: string | null;
  reminders_sent: number | null;
  withheld_at: Date | string | null;
}

/**
 * The sellers who crossed either threshold in `year` (a calendar year in Finnish time): 30 or
 * more completed sales, or more than EUR 2,000 for them. Consideration is what buyers paid; fees
 * are Kierto's commission out of it. `onlySellerId` narrows it to one seller (the reminders and
 * the withdrawal ask about one).
 */
export async function reportableSellers(db: Database | Tx, year: number, onlySellerId?: string): Promise<Dac7Seller[]> {
  const only = onlySellerId ? sql`and t.seller_id = ${onlySellerId}` : sql``;
  const result = await db.execute<Row>(sql`
    with per_quarter as (
      select t.seller_id,
             extract(quarter from t.completed_at at time zone 'Europe/Helsinki')::int as quarter,
             count(*)::int as sales,
             coalesce(sum(t.amount_cents), 0)::bigint as consideration,
             coalesce(sum(t.commission_cents), 0)::bigint as fees
      from transactions t
      where t.state = 'completed'
        and t.completed_at >= make_timestamptz(${year}, 1, 1, 0, 0, 0, 'Europe/Helsinki')
        and t.completed_at < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'Europe/Helsinki')
        ${only}
      group by 1, 2
    ), per_seller as (
      select seller_id, sum(sales)::int as sales, sum(consideration)::bigint as consideration,
             sum(fees)::bigint as fees,
             jsonb_object_agg(quarter, jsonb_build_object(
               'sales', sales, 'considerationCents', consideration, 'feesCents', fees)) as quarters
      from per_quarter group by seller_id
    )
    select s.seller_id, p.display_name, u.email, s.sales, s.consideration, s.fees, s.quarters,
           a.legal_name, a.date_of_birth::text as date_of_birth, a.street, a.postcode, a.city, a.country, a.iban,
           x.tax_id_sealed, x.issued_by, r.reminders_sent, r.withheld_at
    from per_seller s
    join users u on u.id = s.seller_id
    join profiles p on p.id = s.seller_id
    left join payout_accounts a on a.user_id = s.seller_id
    left join dac7_tax_ids x on x.seller_id = s.seller_id
    left join dac7_reminders r on r.seller_id = s.seller_id and r.year = ${year}
    where s.sales >= ${DAC7_SALES_THRESHOLD} or s.consideration > ${DAC7_CONSIDERATION_THRESHOLD_CENTS}
    order by s.consideration desc, s.seller_id`);
  return result.rows.map(toSeller);
}

function toSeller(row: Row): Dac7Seller {
  const quarter = (n: number): Dac7Quarter => {
    const q = row.quarters[String(n)];
    return {
      sales: q?.sales ?? 0,
      considerationCents: Number(q?.considerationCents ?? 0),
      feesCents: Number(q?.feesCents ?? 0),
    };
  };
  return {
    sellerId: row.seller_id,
    displayName: row.display_name,
    email: row.email,
    sales: row.sales,
    considerationCents: Number(row.consideration),
    feesCents: Number(row.fees),
    quarters: [quarter(1), quarter(2), quarter(3), quarter(4)],
    identity:
      row.legal_name &&
      row.date_of_birth &&
      row.street &&
      row.postcode &&
      row.city &&
      row.country &&
      row.iban &&
      row.tax_id_sealed
        ? {
            taxIdSealed: row.tax_id_sealed,
            taxIdIssuedBy: row.issued_by ?? "FI",
            legalName: row.legal_name,
            dateOfBirth: row.date_of_birth,
            street: row.street,
            postcode: row.postcode,
            city: row.city,
            country: row.country,
            iban: row.iban,
          }
        : null,
    remindersSent: row.reminders_sent ?? 0,
    withheldSince: row.withheld_at ? new Date(row.withheld_at) : null,
  };
}

/** The report as the admin reads it: each identity's tax id opened with `seal`. */
export function withTaxIdsOpened(sellers: Dac7Seller[], seal: TextSeal) {
  return sellers.map(({ identity, ...seller }) => {
    if (!identity) return { ...seller, identity: null };
    const { taxIdSealed, ...rest } = identity;
    return { ...seller, identity: { ...rest, taxId: seal.open(taxIdSealed) } };
  });
}
