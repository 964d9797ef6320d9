import { createRoute, z } from "@hono/zod-openapi";
import { bundleOfferSchema, OFFERS_PER_DAY, offerAmountSchema } from "@kierto/shared";
import type { Database } from "../../db/client";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { itemsOfOffers } from "./bundle-offer-items";
import { makeBundleOffer } from "./bundle-offers.service";
import { offersForSale, offersInChat, offersOnListing } from "./offer-history";
import type { OfferRow } from "./offer-steps";
import { counterSchema, offerListSchema, offerSchema, toOfferDto } from "./offers.schemas";
import { answerOffer, makeOffer, withdrawOffer } from "./offers.service";

const json = <T>(schema: T) => ({ "application/json": { schema } });

const offersRateLimit = rateLimit({ name: "offers", windowSeconds: 86_400, max: OFFERS_PER_DAY });

const make = createRoute({
  method: "post",
  path: "/products/{id}/offers",
  tags: ["Offers"],
  summary: "Make an offer on a listing",
  description:
    "An amount in cents below the price and at least 60 % of it, or the seller's higher floor. It shows in the " +
    "buyer's chat with the seller (started if need be) and lapses after 48 hours. Refusals: own listing 403 " +
    "`CANNOT_OFFER_OWN_ITEM`; offers off 403 `OFFERS_DISABLED`; blocked 403 `CHAT_BLOCKED`; at or above the price " +
    "400 `OFFER_NOT_BELOW_PRICE`; below the minimum 400 `OFFER_BELOW_MINIMUM`; an open offer already 409 " +
    "`OFFER_ALREADY_OPEN`; an accepted price held 409 `OFFER_ALREADY_ACCEPTED`; three offers made 409 " +
    "`OFFER_ROUNDS_USED`; the item paid for 409 `ITEM_SOLD`; missing or draft 404. " +
    `${OFFERS_PER_DAY} offers per buyer per day.`,
  middleware: [signedIn, offersRateLimit] as const,
  request: { params: idParamSchema, body: { content: json(offerAmountSchema), required: true } },
  responses: {
    201: { description: "The open offer", content: json(offerSchema) },
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

const makeOnBundle = createRoute({
  method: "post",
  path: "/me/bundles/{sellerId}/offers",
  tags: ["Offers"],
  summary: "Make an offer on the buyer's bundle for one seller: its total after the tier discount",
  description:
    "The amount in cents is for the items together, postage apart: below their total after the seller's tier " +
    "discount and at least 60 % of it, or the items' own floors added up where higher. `productIds` are the items " +
    "the buyer saw and must be the basket (409 `BUNDLE_CHANGED`); at least two. The offer is fixed on them: should " +
    "the basket change or an item be sold or reserved, it ends with a notice. Refusals as for a listing's offer, " +
    "and an item that takes no offers 403 `OFFERS_DISABLED`; an item gone 409 `BUNDLE_ITEM_UNAVAILABLE` with " +
    "`details.productIds`. Counted with listing offers in the daily limit.",
  middleware: [signedIn, offersRateLimit] as const,
  request: {
    params: z.object({ sellerId: z.uuid() }),
    body: { content: json(bundleOfferSchema), required: true },
  },
  responses: {
    201: { description: "The open offer", content: json(offerSchema) },
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

const listingOffers = createRoute({
  method: "get",
  path: "/products/{id}/offers",
  tags: ["Offers"],
  summary: "A listing's offer history: every buyer's to its seller, one's own to anyone else",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "Offers and counters, oldest first", content: json(offerListSchema) },
    ...errorResponses(400, 401, 404),
  },
});

const saleOffers = createRoute({
  method: "get",
  path: "/sales/{id}/offers",
  tags: ["Offers"],
  summary: "The offers that led to a sale, oldest first; its buyer and seller only",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "Offers and counters between the sale's two parties", content: json(offerListSchema) },
    ...errorResponses(400, 401, 404),
  },
});

const chatOffers = createRoute({
  method: "get",
  path: "/chats/{id}/offers",
  tags: ["Offers"],
  summary: "The offer cards of a chat, oldest first; its two parties only",
  description: "Refetch on the live channel's `chat` event for the chat.",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "Offers and counters", content: json(offerListSchema) },
    ...errorResponses(400, 401, 404),
  },
});

const answerDescription =
  "The seller answers a buyer's offer, the buyer a seller's counter (the other party 403 " +
  "`OFFER_NOT_YOURS_TO_ANSWER`; anyone else 404). No longer open 409 `OFFER_STATE_CONFLICT`; the item paid for " +
  "409 `ITEM_SOLD`.";

const answerRoute = (action: "accept" | "decline", summary: string) =>
  createRoute({
    method: "post",
    path: `/offers/{id}/${action}`,
    tags: ["Offers"],
    summary,
    description: answerDescription,
    middleware: [signedIn] as const,
    request: { params: idParamSchema },
    responses: {
      200: { description: "The offer", content: json(offerSchema) },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });

const accept = answerRoute(
  "accept",
  "Accept an offer or counter: the price is held for the buyer for 24 hours, their checkout charges it",
);
const decline = answerRoute("decline", "Decline an offer or counter");

const counter = createRoute({
  method: "post",
  path: "/offers/{id}/counter",
  tags: ["Offers"],
  summary: "The seller answers a buyer's offer with another amount, which they cannot withdraw",
  description: `${answerDescription} The amount must be above the offer and below the price (400 \`OFFER_BELOW_MINIMUM\`, \`OFFER_NOT_BELOW_PRICE\`).`,
  middleware: [signedIn] as const,
  request: { params: idParamSchema, body: { content: json(counterSchema), required: true } },
  responses: {
    201: { description: "The open counter", content: json(offerSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const withdraw = createRoute({
  method: "post",
  path: "/offers/{id}/withdraw",
  tags: ["Offers"],
  summary: "The buyer takes back their own open offer",
  description: "A seller's counter cannot be withdrawn (403 `OFFER_NOT_WITHDRAWABLE`). No longer open 409.",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "The offer", content: json(offerSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

/** Offers as the browser reads them, an offer on a bundle with its items. */
async function toDtos(db: Database, rows: OfferRow[]) {
  const items = await itemsOfOffers(
    db,
    rows.filter((row) => row.bundleCents !== null).map((row) => row.id),
  );
  return rows.map((row) => toOfferDto(row, items.get(row.id)));
}

async function toDto(db: Database, row: OfferRow) {
  const [dto] = await toDtos(db, [row]);
  if (!dto) throw new Error("an offer without its view");
  return dto;
}

export function offerRoutes() {
  return createRouter()
    .openapi(make, async (c) => {
      const offer = await makeOffer(
        c.var.deps,
        c.var.user.id,
        c.req.valid("param").id,
        c.req.valid("json").amountCents,
      );
      return c.json(toOfferDto(offer), 201);
    })
    .openapi(makeOnBundle, async (c) => {
      const offer = await makeBundleOffer(
        c.var.deps,
        c.var.user.id,
        c.req.valid("param").sellerId,
        c.req.valid("json"),
      );
      return c.json(await toDto(c.var.deps.db, offer), 201);
    })
    .openapi(listingOffers, async (c) => {
      const rows = await offersOnListing(c.var.deps.db, c.req.valid("param").id, c.var.user.id);
      return c.json({ items: await toDtos(c.var.deps.db, rows) }, 200);
    })
    .openapi(saleOffers, async (c) => {
      const rows = await offersForSale(c.var.deps.db, c.req.valid("param").id, c.var.user.id);
      return c.json({ items: await toDtos(c.var.deps.db, rows) }, 200);
    })
    .openapi(chatOffers, async (c) => {
      const rows = await offersInChat(c.var.deps.db, c.req.valid("param").id, c.var.user.id);
      return c.json({ items: await toDtos(c.var.deps.db, rows) }, 200);
    })
    .openapi(accept, async (c) => {
      const offer = await answerOffer(c.var.deps, c.var.user.id, c.req.valid("param").id, { action: "accept" });
      return c.json(await toDto(c.var.deps.db, offer), 200);
    })
    .openapi(decline, async (c) => {
      const offer = await answerOffer(c.var.deps, c.var.user.id, c.req.valid("param").id, { action: "decline" });
      return c.json(await toDto(c.var.deps.db, offer), 200);
    })
    .openapi(counter, async (c) => {
      const offer = await answerOffer(c.var.deps, c.var.user.id, c.req.valid("param").id, {
        action: "counter",
        amountCents: c.req.valid("json").amountCents,
      });
      return c.json(await toDto(c.var.deps.db, offer), 201);
    })
    .openapi(withdraw, async (c) => {
      const offer = await withdrawOffer(c.var.deps, c.var.user.id, c.req.valid("param").id);
      return c.json(await toDto(c.var.deps.db, offer), 200);
    });
}
