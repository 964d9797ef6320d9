import { eurosToCents } from "@kierto/shared";
import { sql } from "drizzle-orm";
import type { Logger } from "../../lib/logger";
import { savePhoto } from "../../modules/uploads";
import type { Storage } from "../../platform/storage";
import type { Database } from "../client";
import { createFavorite, createProduct, createUser } from "../factories";
import { DEMO_ACCOUNTS, demoPasswords } from "./demo-accounts";
import {
  DEMO_ACTIVE_LISTINGS,
  DEMO_BUYER_EMAILS,
  DEMO_CITIES,
  DEMO_DRAFT_LISTINGS,
  DEMO_SELLER_EMAILS,
  DEMO_SOLD_LISTINGS,
  type DemoListing,
} from "./demo-listings";
import { renderDemoPhoto } from "./demo-photos";
import { seedDemoSales } from "./demo-sales";
import { seedDemoWallets } from "./demo-wallets";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Photos are drawn and encoded on libuv's worker threads; a few at a time keeps both cores busy. */
const PHOTO_CONCURRENCY = 4;

export interface SeedOptions {
  /** Give each account a random password, shown once in the log, instead of the README's. */
  randomPasswords: boolean;
}

/**
 * Fills an empty database with the demo marketplace. It never touches a database that already
 * has users, so running it again, or against a real deployment, changes nothing.
 */
export async function seedDemoData(
  db: Database,
  storage: Storage,
  logger: Logger,
  options: SeedOptions,
): Promise<boolean> {
  const started = Date.now();
  const ids = await seedDemoAccounts(db, logger, options);
  if (!ids) return false;
  const idOf = (email: string) => ids.get(email) as string;
  const sellers = DEMO_SELLER_EMAILS.map(idOf);
  const buyers = DEMO_BUYER_EMAILS.map(idOf);
  const now = Date.now();

  const plans: ListingPlan[] = [
    // Newest first in the feed: a listing every few hours over the last weeks.
    ...DEMO_ACTIVE_LISTINGS.map((listing, i) => ({
      listing,
      status: "active" as const,
      sellerId: sellers[i % sellers.length] as string,
      city: DEMO_CITIES[(i * 5) % DEMO_CITIES.length] as string,
      createdAt: new Date(now - i * 9 * HOUR - ((i * 37) % 60) * 60 * 1000),
      photos: i % 3 === 0 ? 2 : 1,
      seed: i,
    })),
    ...DEMO_SOLD_LISTINGS.map((listing, i) => ({
      listing,
      status: "sold" as const,
      sellerId: sellers[i % sellers.length] as string,
      city: DEMO_CITIES[(i * 3 + 1) % DEMO_CITIES.length] as string,
      createdAt: new Date(now - (40 + i * 6) * DAY),
      photos: 1,
      seed: 100 + i,
    })),
    ...DEMO_DRAFT_LISTINGS.map((listing, i) => ({
      listing,
      status: "draft" as const,
      sellerId: sellers[i % sellers.length] as string,
      city: DEMO_CITIES[i] as string,
      createdAt: new Date(now - (2 + i) * DAY),
      photos: i,
      seed: 200 + i,
    })),
  ];

  const created: { id: string; sellerId: string; plan: ListingPlan }[] = [];
  for (let i = 0; i < plans.length; i += PHOTO_CONCURRENCY) {
    const batch = plans.slice(i, i + PHOTO_CONCURRENCY);
    const rows = await Promise.all(batch.map((plan) => createDemoListing(db, storage, plan)));
    created.push(
      ...rows.map((row, index) => ({ id: row.id, sellerId: row.userId, plan: batch[index] as ListingPlan })),
    );
  }

  // The sold listings went to the demo buyers through completed hand-over sales; two more
  // listings are one paid sale and one open checkout.
  const active = created.filter((entry) => entry.plan.status === "active");
  const salesSeeded = await seedDemoSales(
    db,
    created
      .filter((entry) => entry.plan.status === "sold")
      .map((entry) => ({
        id: entry.id,
        sellerId: entry.sellerId,
        priceCents: eurosToCents(entry.plan.listing.euros),
        soldAt: new Date(entry.plan.createdAt.getTime() + 3 * DAY),
      })),
    [active[1], active[4]].flatMap((entry) =>
      entry
        ? [
            {
              id: entry.id,
              sellerId: entry.sellerId,
              title: entry.plan.listing.title,
              priceCents: eurosToCents(entry.plan.listing.euros),
            },
          ]
        : [],
    ),
    buyers,
  );

  const walletsSeeded = await seedDemoWallets(
    db,
    DEMO_SELLER_EMAILS.map((email) => ({
      id: idOf(email),
      legalName: DEMO_ACCOUNTS.find((account) => account.email === email)?.displayName ?? email,
    })),
  );

  // Favourites over the last weeks give "Featured Items" something to rank.
  let favoriteCount = 0;
  for (const [b, buyerId] of buyers.entries()) {
    // Different strides overlap now and then, so some listings are favourited by both buyers.
    for (let i = b; i < active.length; i += 3 + b) {
      const entry = active[i] as (typeof active)[number];
      await createFavorite(db, {
        userId: buyerId,
        productId: entry.id,
        createdAt: new Date(now - ((i * 13) % 28) * DAY),
      });
      favoriteCount++;
    }
  }

  logger.info("demo data seeded", {
    accounts: DEMO_ACCOUNTS.length,
    listings: created.length,
    favorites: favoriteCount,
    ...salesSeeded,
    ...walletsSeeded,
    ms: Date.now() - started,
  });
  return true;
}

/**
 * The demo accounts, in an empty database only; null when it already has users. Random passwords
 * are logged here, once: the database keeps only their hashes.
 */
export async function seedDemoAccounts(
  db: Database,
  logger: Logger,
  { randomPasswords }: SeedOptions,
): Promise<Map<string, string> | null> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from users`);
  if ((result.rows[0]?.count ?? 0) > 0) return null;
  const passwords = demoPasswords(randomPasswords);
  const ids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const password = passwords.get(account.email) as string;
    const user = await createUser(db, { ...account, password, emailVerified: true });
    ids.set(account.email, user.id);
  }
  if (randomPasswords) {
    logger.warn("demo accounts created with random passwords, shown this once: change or remove them", {
      accounts: DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role, password: passwords.get(email) })),
    });
  }
  return ids;
}

interface ListingPlan {
  listing: DemoListing;
  status: "active" | "sold" | "draft";
  sellerId: string;
  city: string;
  createdAt: Date;
  photos: number;
  seed: number;
}

/**
 * Two listings in three are shipped, every other one of them also handed over in person, with the
 * parcel size their kind of item takes: the feed shows "Shipping from" on a fresh start.
 */
function demoDelivery(listing: DemoListing, seed: number) {
  const deliveryMethod = (["both", "shipping", "hand_delivery"] as const)[seed % 3] ?? "hand_delivery";
  if (deliveryMethod === "hand_delivery") return { deliveryMethod, parcelSize: null };
  const bulky = listing.category === "Shoes" || listing.category === "Outerwear";
  return {
    deliveryMethod,
    parcelSize: bulky
      ? ("medium" as const)
      : listing.category === "Accessories"
        ? ("mailbox" as const)
        : ("small" as const),
  };
}

/** Draws the listing's photos, runs them through the upload pipeline and saves the listing. */
async function createDemoListing(db: Database, storage: Storage, plan: ListingPlan) {
  const { listing } = plan;
  const photoIds: string[] = [];
  for (let variant = 0; variant < plan.photos; variant++) {
    const png = await renderDemoPhoto(listing.category, listing.color, plan.seed, variant);
    photoIds.push((await savePhoto(db, storage, plan.sellerId, png)).id);
  }
  return createProduct(db, {
    userId: plan.sellerId,
    title: listing.title,
    description: listing.description || null,
    priceCents: eurosToCents(listing.euros),
    category: listing.category,
    subcategory: listing.subcategory,
    size: listing.size,
    condition: listing.condition,
    brand: listing.brand,
    color: listing.color,
    season: listing.season,
    style: listing.style,
    fabric: listing.fabric,
    gender: listing.gender,
    city: plan.city,
    ...demoDelivery(listing, plan.seed),
    status: plan.status,
    createdAt: plan.createdAt,
    updatedAt: plan.createdAt,
    photoIds,
  });
}
