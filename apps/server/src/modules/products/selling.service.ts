import {
  type CreateProduct,
  canonicalBrand,
  eurosToCents,
  offersShipping,
  sizeFits,
  subcategoryFits,
  type UpdateProduct,
} from "@kierto/shared";
import { and, eq, gt, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { type ProductRow, products, transactions } from "../../db/schema";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../lib/http-error";
import { endHandoversWithin, runTransition, type SaleDeps, saleHoldsListing, saleKeepsListing } from "../sale-process";
import { countListingPhotos, listingPhotoIds, setListingPhotos } from "./listing-photos";
import { announceListingPublished } from "./listing-published";
import { listingDeleted, softDeleteListings } from "./listing-removal";
import { notifyPriceDrop } from "./price-drop";

/** The listing columns a seller writes as they are (price and photos have their own rules). */
const PLAIN_FIELDS = [
  "title",
  "category",
  "subcategory",
  "size",
  "condition",
  "brand",
  "color",
  "season",
  "style",
  "fabric",
  "gender",
  "city",
  "chestCm",
  "lengthCm",
  "waistCm",
  "inseamCm",
  "description",
  "deliveryMethod",
  "parcelSize",
] as const;

export async function createListing(
  { db, jobs }: Pick<AppDeps, "db" | "jobs">,
  sellerId: string,
  input: CreateProduct,
): Promise<string> {
  checkCatalogue(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        userId: sellerId,
        ...pick(input),
        title: input.title,
        category: input.category,
        size: input.size,
        priceCents: eurosToCents(input.price),
        lowestPriceCents: eurosToCents(input.price),
        parcelSize: input.parcelSize,
        offersEnabled: input.offersEnabled,
        offerFloorCents: input.offerFloor === null ? null : eurosToCents(input.offerFloor),
        status: input.status,
      })
      .returning({ id: products.id });
    if (!row) throw new Error("product insert returned nothing");
    await setListingPhotos(tx, { id: row.id, ownerId: sellerId }, input.photoIds);
    if (input.status === "active") await announceListingPublished(jobs, tx, row.id);
    return row.id;
  });
}

/**
 * Applies a seller's changes. Drafts change freely and `status: "active"` publishes one (it
 * then counts as new in the feed). A published listing changes in every field too, keeping its
 * favourites and chats, and is marked edited, except while a sale holds it; a sold one not at
 * all. A lower price on an active listing notifies its favouriters.
 */
export async function updateListing(
  { db, storage, realtime, jobs }: Pick<AppDeps, "db" | "storage" | "realtime" | "jobs">,
  sellerId: string,
  productId: string,
  input: UpdateProduct,
): Promise<void> {
  const { dropped: droppedFiles, priceDrops } = await db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, sellerId, productId);
    if (listing.status === "sold") throw conflict("A sold listing can't be changed.");
    if (listing.status === "active" && input.status === "draft") {
      throw conflict("A published listing can't be turned back into a draft.");
    }

    if (
      input.category !== undefined ||
      input.subcategory !== undefined ||
      input.size !== undefined ||
      input.gender !== undefined
    ) {
      // A partial change is checked with the stored fields it leaves as they are.
      checkCatalogue({
        category: input.category ?? listing.category,
        subcategory: input.subcategory === undefined ? listing.subcategory : input.subcategory,
        size: input.size ?? listing.size,
        gender: input.gender === undefined ? listing.gender : input.gender,
      });
    }
    const changes: PgUpdateSetSource<typeof products> = {
      ...pick(input),
      parcelSize: parcelSizeAfter(listing, input),
      updatedAt: new Date(),
    };
    // The offer settings change at any time: they bind only offers made from then on.
    if (input.offersEnabled !== undefined) changes.offersEnabled = input.offersEnabled;
    if (input.offerFloor !== undefined) {
      changes.offerFloorCents = input.offerFloor === null ? null : eurosToCents(input.offerFloor);
    }
    const newPrice = input.price === undefined ? undefined : eurosToCents(input.price);
    const floorAfter = changes.offerFloorCents === undefined ? listing.offerFloorCents : changes.offerFloorCents;
    const offersAfter = input.offersEnabled ?? listing.offersEnabled;
    if (offersAfter && typeof floorAfter === "number" && floorAfter >= (newPrice ?? listing.priceCents)) {
      // A floor at or above the price would leave no offer to make; a partial change is checked against the stored half.
      throw new HttpError(400, "OFFER_FLOOR_NOT_BELOW_PRICE", "The lowest offer must be below the price.");
    }
    // The buyer holding the item pays the price it was taken at; the page must not show another.
    const priceChanges = newPrice !== undefined && newPrice !== listing.priceCents;
    const edits =
      listing.status === "active" &&
      (priceChanges || changesFields(listing, input) || (await changesPhotos(tx, productId, input.photoIds)));
    if (edits && (await saleHoldsListing(tx, productId))) {
      // The buyer holding the item gets what they agreed to: neither its price nor its description moves.
      throw priceChanges
        ? new HttpError(409, "PRICE_LOCKED_BY_SALE", "The price can't change while a buyer's sale holds the item.")
        : new HttpError(409, "LISTING_LOCKED_BY_SALE", "The listing can't change while a buyer's sale holds the item.");
    }
    if (edits) changes.editedAt = new Date();
    if (newPrice !== undefined) changes.priceCents = newPrice;
    // A draft has no favouriters yet: its lowest price is simply its price until it is published.
    if (listing.status === "draft") changes.lowestPriceCents = newPrice ?? listing.priceCents;
    const publishing = listing.status === "draft" && input.status === "active";
    if (publishing) {
      changes.status = "active";
      changes.createdAt = sql`now()`;
    }

    const dropped = input.photoIds ? await setListingPhotos(tx, listingRef(listing), input.photoIds) : [];
    const photosMatter = publishing || (listing.status === "active" && input.photoIds !== undefined);
    if (photosMatter && (await countListingPhotos(tx, productId)) === 0) {
      throw badRequest("Add at least one photo before publishing.");
    }
    await tx.update(products).set(changes).where(eq(products.id, productId));
    if (publishing) await announceListingPublished(jobs, tx, productId);

    const priceDrops =
      listing.status === "active" && newPrice !== undefined && (await reachesNewLowest(tx, productId, newPrice))
        ? await notifyPriceDrop(tx, { ...listingRef(listing), title: listing.title }, listing.priceCents, newPrice)
        : [];
    return { dropped, priceDrops };
  });
  await storage.delete(droppedFiles);
  // Committed: the favouriters' bells can now load the notifications by id.
  await realtime.publish(
    ...priceDrops.map(({ userId, notificationId }) => ({
      type: "notification" as const,
      userIds: [userId],
      id: notificationId,
    })),
  );
}

/**
 * docs/decisions/0083: the sub-category is one of the category's, and the size one of a system the
 * category, sub-category and audience offer. Listings stored before size systems existed keep
 * their sizes until the seller changes one of these fields.
 */
function checkCatalogue(listing: Pick<CreateProduct, "category" | "subcategory" | "size" | "gender">) {
  if (!subcategoryFits(listing.subcategory, listing.category)) {
    throw new HttpError(400, "SUBCATEGORY_NOT_IN_CATEGORY", "The sub-category belongs to another category.");
  }
  if (!sizeFits(listing.size, listing)) {
    throw new HttpError(400, "SIZE_NOT_IN_SYSTEM", "The size does not fit the category.");
  }
}

/**
 * The parcel size a listing has after a change (docs/decisions/0041): kept or changed while it is
 * shipped, dropped when it becomes hand delivery only, and required when shipping is offered.
 */
function parcelSizeAfter(listing: ProductRow, input: UpdateProduct): ProductRow["parcelSize"] {
  const method = input.deliveryMethod ?? listing.deliveryMethod;
  if (!offersShipping(method)) return null;
  const size = input.parcelSize === undefined ? listing.parcelSize : input.parcelSize;
  if (!size) throw new HttpError(400, "PARCEL_SIZE_REQUIRED", "Choose the parcel size for shipping.");
  return size;
}

/**
 * Records `priceCents` as the listing's lowest price if it is below every price it has had since
 * it was published; true when it was. A guarded update, so of two racing changes only the one
 * that really sets a new lowest price notifies.
 */
async function reachesNewLowest(tx: Tx, productId: string, priceCents: number): Promise<boolean> {
  const lowered = await tx
    .update(products)
    .set({ lowestPriceCents: priceCents })
    .where(and(eq(products.id, productId), gt(products.lowestPriceCents, priceCents)))
    .returning({ id: products.id });
  return lowered.length > 0;
}

/**
 * Deletes a listing (softDeleteListings: its chats stay readable). One that a sale holds or that
 * was sold is kept for the sale's record (409 LISTING_PART_OF_SALE); one whose sales all ended
 * unsold can go. Buyers' open requests for it end with it.
 */
export async function deleteListing(deps: SaleDeps & Pick<AppDeps, "storage">, sellerId: string, productId: string) {
  const droppedFiles = await runTransition(deps, async (step) => {
    // The row lock also holds off a sale starting on this listing until we are done.
    await lockOwnListing(step.tx, sellerId, productId);
    if (await saleKeepsListing(step.tx, productId)) {
      throw new HttpError(409, "LISTING_PART_OF_SALE", "This listing is part of a sale and can't be deleted.");
    }
    await endHandoversWithin(step, eq(transactions.productId, productId), "listing_deleted");
    return softDeleteListings(step.tx, eq(products.id, productId));
  });
  await deps.storage.delete(droppedFiles);
}

/** Another seller's draft does not exist for the caller (404); their other listings are 403. */
async function lockOwnListing(tx: Tx, sellerId: string, productId: string): Promise<ProductRow> {
  const [listing] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
  if (!listing || (listing.userId !== sellerId && listing.status === "draft")) throw notFound("Listing not found.");
  if (listing.userId !== sellerId) throw forbidden("Only the seller can change this listing.");
  if (listing.status === "deleted") throw listingDeleted();
  return listing;
}

/** Whether the change sets a field to something new, not only sends it back: a form sends every field it shows. */
function changesFields(listing: ProductRow, input: UpdateProduct): boolean {
  return PLAIN_FIELDS.some((field) => input[field] !== undefined && input[field] !== listing[field]);
}

async function changesPhotos(tx: Tx, productId: string, photoIds: string[] | undefined): Promise<boolean> {
  if (photoIds === undefined) return false;
  const current = await listingPhotoIds(tx, productId);
  return current.length !== photoIds.length || current.some((id, i) => id !== photoIds[i]);
}

const listingRef = (listing: ProductRow) => ({ id: listing.id, ownerId: listing.userId });

/**
 * The plain fields the input carries; absent ones stay undefined, so an update leaves them. A known
 * brand typed in another case is stored as the brand list spells it, so the filter finds it alike.
 */
function pick(input: Partial<Pick<CreateProduct, (typeof PLAIN_FIELDS)[number]>>) {
  const brand = input.brand ? canonicalBrand(input.brand) : input.brand;
  return Object.fromEntries(
    PLAIN_FIELDS.filter((field) => input[field] !== undefined).map((field) => [
      field,
      field === "brand" ? brand : input[field],
    ]),
  ) as Partial<Pick<typeof products.$inferInsert, (typeof PLAIN_FIELDS)[number]>>;
}
