import { type Language, type Role, type SaleState, serviceFeeCents } from "@kierto/shared";
import { hashPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "./client";
import {
  accounts,
  favorites,
  type ProductRow,
  productPhotos,
  products,
  profiles,
  reviews,
  transactions,
  users,
} from "./schema";

/**
 * Factories shared by the tests and the demo seed: each builds one valid row (and what it needs)
 * from sensible defaults, with any field overridable.
 */

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export interface UserOverrides {
  email?: string;
  password?: string;
  displayName?: string;
  emailVerified?: boolean;
  role?: Role;
  language?: Language;
  city?: string | null;
  bio?: string | null;
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
  displayName: string;
}

/** Hashing is the slow part; the same password hashes once per process. */
const hashes = new Map<string, Promise<string>>();
const hashed = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password) as Promise<string>;
};

export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<CreatedUser> {
  const suffix = next();
  const email = (overrides.email ?? `user-${suffix}@example.test`).toLowerCase();
  const password = overrides.password ?? "correct-horse-battery";
  const displayName = overrides.displayName ?? `User ${suffix}`;
  const passwordHash = await hashed(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, name: displayName, emailVerified: overrides.emailVerified ?? true })
      .returning({ id: users.id });
    if (!user) throw new Error("user insert returned nothing");
    await tx
      .insert(accounts)
      .values({ userId: user.id, accountId: user.id, providerId: "credential", password: passwordHash });
    await tx.insert(profiles).values({
      id: user.id,
      displayName,
      role: overrides.role ?? "user",
      language: overrides.language ?? "en",
      city: overrides.city ?? null,
      bio: overrides.bio ?? null,
    });
    return { id: user.id, email, password, displayName };
  });
}

export async function setRole(db: Database, userId: string, role: Role) {
  await db.update(profiles).set({ role }).where(eq(profiles.id, userId));
}

export type ProductOverrides = Partial<Omit<typeof products.$inferInsert, "id">> & {
  /** Already-uploaded photos of the seller, claimed in this order (the first is the cover). */
  photoIds?: string[];
};

/** A listing (active by default) and, unless `userId` is given, a seller for it. */
export async function createProduct(db: Database, overrides: ProductOverrides = {}): Promise<ProductRow> {
  const { photoIds = [], ...values } = overrides;
  const userId = values.userId ?? (await createUser(db)).id;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        title: `Listing ${next()}`,
        priceCents: 2500,
        category: "Tops",
        size: "M",
        ...values,
        // A shipped listing has a parcel size (docs/decisions/0041); clothes mostly fit the small compartment.
        parcelSize:
          values.parcelSize ?? (values.deliveryMethod && values.deliveryMethod !== "hand_delivery" ? "small" : null),
        lowestPriceCents: values.lowestPriceCents ?? values.priceCents ?? 2500,
        userId,
      })
      .returning();
    if (!row) throw new Error("product insert returned nothing");
    for (const [position, photoId] of photoIds.entries()) {
      await tx
        .update(productPhotos)
        .set({ productId: row.id, position })
        .where(and(eq(productPhotos.id, photoId), eq(productPhotos.ownerId, userId)));
    }
    return row;
  });
}

/**
 * A photo row without files behind it, for tests that need photos but not images; real images
 * go through the upload pipeline (modules/uploads).
 */
export async function createProductPhoto(
  db: Database,
  overrides: { ownerId: string; productId?: string | null; position?: number },
) {
  const name = `fixture${next()}`;
  const [row] = await db
    .insert(productPhotos)
    .values({
      ownerId: overrides.ownerId,
      productId: overrides.productId ?? null,
      position: overrides.position ?? 0,
      cardKey: `photos/fixtures/${name}-card.webp`,
      fullKey: `photos/fixtures/${name}-full.webp`,
      width: 1200,
      height: 1600,
    })
    .returning();
  if (!row) throw new Error("photo insert returned nothing");
  return row;
}

export async function createFavorite(db: Database, values: { userId: string; productId: string; createdAt?: Date }) {
  const [row] = await db.insert(favorites).values(values).returning();
  if (!row) throw new Error("favorite insert returned nothing");
  return row;
}

/** A sale of `productId`, pending unless `completedAt` is set (then both sides confirmed). */
export async function createTransaction(
  db: Database,
  values: {
    productId: string;
    buyerId: string;
    sellerId: string;
    completedAt?: Date | null;
    amountCents?: number;
    state?: SaleState;
  } & Partial<
    Pick<
      typeof transactions.$inferInsert,
      "paymentProvider" | "providerSessionId" | "providerPaymentId" | "checkoutExpiresAt"
    >
  >,
) {
  const completed = Boolean(values.completedAt);
  const state = values.state ?? (completed ? "completed" : "handover");
  const [row] = await db
    .insert(transactions)
    .values({
      ...values,
      state,
      // The flags the sale process sets on the way to `state` (sale-process.ts `confirms`).
      buyerConfirmed: completed || state === "requested",
      sellerConfirmed: completed || state === "handover" || state === "delivered",
      commissionCents: values.amountCents === undefined ? undefined : serviceFeeCents(values.amountCents),
    })
    .returning();
  if (!row) throw new Error("transaction insert returned nothing");
  return row;
}

export async function createReview(
  db: Database,
  values: { transactionId: string; reviewerUserId: string; reviewedUserId: string; rating: number; comment?: string },
) {
  const [row] = await db.insert(reviews).values(values).returning();
  if (!row) throw new Error("review insert returned nothing");
  return row;
}
