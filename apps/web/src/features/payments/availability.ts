import type { ProductStatus } from "@kierto/shared";

/** Whether the checkout may start: for sale, paid for by someone else right now, sold, or never for sale. */
export type CheckoutAvailability = "available" | "reserved" | "sold" | "unavailable";

/**
 * The product page's view of an item, as far as the checkout needs it. `availability` tells an
 * item reserved by another buyer's open checkout from one that is free; one reserved by this
 * buyer (they came back from the payment page) may be checked out again.
 */
export function checkoutAvailability(product: {
  status: ProductStatus;
  availability?: "available" | "reserved" | "sold";
  reservedByMe?: boolean;
}): CheckoutAvailability {
  if (product.status === "sold" || product.availability === "sold") return "sold";
  if (product.status !== "active") return "unavailable";
  if (product.availability === "reserved" && !product.reservedByMe) return "reserved";
  return "available";
}
