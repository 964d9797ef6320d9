import { CATEGORIES, SIZES } from "@kierto/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client";
import type { Auth } from "../src/modules/auth";
import { sessionCookie } from "../test/session-cookie";

export interface LoadPeople {
  /** Active listings guests open and favourite. */
  productIds: string[];
  /** Signed-in users who favourite. */
  favouriters: string[];
  /** Chats, each with its buyer's and seller's cookie. */
  chats: { id: string; buyer: string; seller: string }[];
  /** Signed-in users who list items with photos. */
  sellers: string[];
}

/**
 * The people of the load run, straight in the database: users in bulk (no password, a session
 * each), chats between new buyers and the generated listings' sellers. Counts are chosen so no
 * one user reaches a per-user rate limit at the rates the benchmark sends (see load.ts).
 */
export async function createLoadPeople(
  db: Database,
  auth: Auth,
  secret: string,
  counts: { favouriters: number; chats: number; sellers: number },
): Promise<LoadPeople> {
  const products = await db.execute<{ id: string; user_id: string }>(sql`
    select distinct on (user_id) id, user_id from products where status = 'active' order by user_id, id`);
  const productIds = (await db.execute<{ id: string }>(sql`select id from products where status = 'active'`)).rows.map(
    (row) => row.id,
  );

  const group = async (kind: string, count: number) => {
    const result = await db.$client.query<{ id: string }>(
      `insert into users (name, email, email_verified)
       select 'Load ' || $1 || ' ' || g, 'load-' || $1 || '-' || g || '@example.test', true
       from generate_series(1, $2::int) g returning id`,
      [kind, count],
    );
    const ids = result.rows.map((row) => row.id);
    await db.$client.query(
      "insert into profiles (id, display_name, city) select id, name, 'Tampere' from users where id = any($1::uuid[])",
      [ids],
    );
    return ids;
  };
  const cookies = (ids: string[]) => inBatches(ids, 8, (id) => sessionCookie(auth, secret, id));

  const favouriterIds = await group("favouriter", counts.favouriters);
  const sellerIds = await group("seller", counts.sellers);
  const buyerIds = await group("buyer", counts.chats);
  const chatRows = products.rows.slice(0, counts.chats);
  if (chatRows.length < counts.chats) throw new Error("not enough sellers for the chats");
  const chats = await db.$client.query<{ id: string; buyer_id: string; seller_id: string }>(
    `insert into chats (product_id, buyer_id, seller_id)
     select * from unnest($1::uuid[], $2::uuid[], $3::uuid[])
     returning id, buyer_id, seller_id`,
    [chatRows.map((row) => row.id), buyerIds, chatRows.map((row) => row.user_id)],
  );
  const chatPeople = await inBatches(chats.rows, 8, async (chat) => ({
    id: chat.id,
    buyer: await sessionCookie(auth, secret, chat.buyer_id),
    seller: await sessionCookie(auth, secret, chat.seller_id),
  }));
  return {
    productIds,
    favouriters: await cookies(favouriterIds),
    chats: chatPeople,
    sellers: await cookies(sellerIds),
  };
}

/** A new listing's body: varied category and size, the uploaded photo as its cover. */
export function listingBody(n: number, photoId: string) {
  return JSON.stringify({
    title: `Load test jacket ${n}`,
    price: 10 + (n % 90),
    category: CATEGORIES[n % CATEGORIES.length],
    size: SIZES[n % SIZES.length],
    city: "Tampere",
    photoIds: [photoId],
  });
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
    }),
  );
  return results;
}
