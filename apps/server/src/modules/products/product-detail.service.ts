import { OPEN_SALE_STATES, shippingFromCents } from "@kierto/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  favorites,
  type ProductRow,
  productPhotos,
  products,
  profiles,
  saleItems,
  sellerFollows,
  transactions,
} from "../../db/schema";
import { agreedPriceCents } from "../offers";
import { getRatingSummary } from "../reviews";
import { saleKeepsListing } from "../sale-process";
import { toPhotoDto } from "../uploads";
import { listingDeleted, shownStatus } from "./listing-removal";

/**
 * One listing as its page shows it, or undefined when the viewer may not see it: a draft is
 * visible to its owner only (docs/product-rules.md#listings), so to anyone else it does not exist. A deleted
 * listing is gone for everyone (410): only its chats still show it.
 */
export async function getProductDetail(db: Database, id: string, viewerId: string | undefined) {
  const [found] = await db
    .select({ product: products, seller: profiles })
    .from(products)
    .innerJoin(profiles, eq(profiles.id, products.userId))
    .where(eq(products.id, id));
  if (found?.product.status === "deleted") throw listingDeleted();
  if (!found || !isVisibleTo(found.product, viewerId)) return undefined;
  const { product, seller } = found;

  const isOwner = product.userId === viewerId;
  const [photos, rating, favorite, [openSale], keptBySale, follow] = await Promise.all([
    db
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.productId, id))
      .orderBy(asc(productPhotos.position), asc(productPhotos.id)),
    getRatingSummary(db, seller.id),
    viewerId
      ? db
          .select({ id: favorites.id })
          .from(favorites)
          .where(and(eq(favorites.productId, id), eq(favorites.userId, viewerId)))
      : Promise.resolve([]),
    db
      .select({ state: transactions.state, buyerId: transactions.buyerId })
      .from(transactions)
      .innerJoin(saleItems, eq(saleItems.transactionId, transactions.id))
      .where(and(eq(saleItems.productId, id), inArray(transactions.state, OPEN_SALE_STATES))),
    isOwner ? saleKeepsListing(db, id) : Promise.resolve(true),
    viewerId && !isOwner
      ? db
          .select({ id: sellerFollows.id })
          .from(sellerFollows)
          .where(and(eq(sellerFollows.followerId, viewerId), eq(sellerFollows.sellerId, seller.id)))
      : Promise.resolve([]),
  ]);

  return {
    id: product.id,
    title: product.title,
    description: product.description,
    priceCents: product.priceCents,
    category: product.category,
    subcategory: product.subcategory,
    size: product.size,
    condition: product.condition,
    brand: product.brand,
    color: product.color,
    season: product.season,
    style: product.style,
    fabric: product.fabric,
    gender: product.gender,
    city: product.city,
    measurements: {
      chestCm: product.chestCm,
      lengthCm: product.lengthCm,
      waistCm: product.waistCm,
      inseamCm: product.inseamCm,
    },
    deliveryMethod: product.deliveryMethod,
    parcelSize: product.parcelSize,
    shippingFromCents: shippingFromCents(product),
    status: shownStatus(product.status),
    photos: photos.map(toPhotoDto),
    seller: {
      id: seller.id,
      displayName: seller.displayName,
      avatarUrl: seller.avatarUrl,
      city: seller.city,
      rating,
      isFollowed: follow.length > 0,
    },
    isFavorite: favorite.length > 0,
    availability:
      product.status === "sold" ? ("sold" as const) : openSale ? ("reserved" as const) : ("available" as const),
    reservedByMe: openSale?.state === "reserved" && openSale.buyerId === viewerId,
    // The price the seller accepted from this viewer, which their checkout charges (offers).
    agreedPriceCents: viewerId && !isOwner ? await agreedPriceCents(db, product.id, viewerId) : null,
    offersEnabled: product.offersEnabled,
    offerFloorCents: product.offerFloorCents,
    isOwner,
    /** The owner may delete it: no sale holds it and none completed (the page offers Delete then). */
    deletable: isOwner && !keptBySale,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    editedAt: product.editedAt?.toISOString() ?? null,
  };
}

export function isVisibleTo(product: Pick<ProductRow, "status" | "userId">, viewerId: string | undefined): boolean {
  if (product.status === "deleted") return false;
  return product.status !== "draft" || product.userId === viewerId;
}
