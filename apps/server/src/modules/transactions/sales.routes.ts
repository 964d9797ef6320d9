import { createRoute, z } from "@hono/zod-openapi";
import { cancelSaleSchema, checkoutDeliverySchema } from "@kierto/shared";
import { notFound } from "../../lib/http-error";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { requireChatAccess } from "../chats";
import { saleProductIds } from "../sale-process";
import { saleShipmentView } from "../shipping";
import { cancelPaidSale } from "./cancellation";
import { startCheckout } from "./checkout";
import { confirmInChat, endHandover } from "./handover";
import { getPaymentSession } from "./payment-session.service";
import { getSaleDetail } from "./sale-detail";
import { saleParcelLabel } from "./sale-label";
import { findCurrentSale, toSaleView } from "./sale-view";
import {
  chatSaleSchema,
  checkoutResultSchema,
  confirmResultSchema,
  paymentSessionSchema,
  saleDetailSchema,
  saleResultSchema,
  sessionParamSchema,
  shipByAnswerSchema,
} from "./sales.schemas";
import { answerShipByExtension, requestShipByExtension } from "./ship-by";

const json = <T>(schema: T) => ({ "application/json": { schema } });

const checkout = createRoute({
  method: "post",
  path: "/products/{id}/checkout",
  tags: ["Sales"],
  summary: "Buy Now: reserve the item and open a card checkout",
  description:
    "Reserves the item for the caller for 30 minutes and answers the provider's payment page to send the browser " +
    "to. The same buyer pressing again while their checkout is open gets the same page. Refusals: own item 403 " +
    "`CANNOT_BUY_OWN_ITEM`; sold 409 `ITEM_SOLD`; someone else's checkout or hand-over holds it 409 " +
    "`ITEM_RESERVED`; a draft 409 `ITEM_NOT_AVAILABLE`; the provider unreachable 503 `PAYMENT_PROVIDER_UNAVAILABLE`. " +
    "`delivery` is how the buyer wants it (hand delivery when absent): a method the listing does not offer 409 " +
    "`DELIVERY_METHOD_NOT_OFFERED`; an unknown pickup point 400 `PICKUP_POINT_UNKNOWN`; a point that does not take " +
    "the parcel's size (an oversize parcel at a locker) 409 `PICKUP_POINT_TOO_SMALL`. A shipped sale's payment is the " +
    "price plus the postage of the point's carrier.",
  middleware: [signedIn, rateLimit({ name: "checkout", windowSeconds: 600, max: 30 })] as const,
  request: {
    params: idParamSchema,
    body: { content: json(z.object({ delivery: checkoutDeliverySchema.optional() })), required: false },
  },
  responses: {
    201: { description: "The checkout is open", content: json(checkoutResultSchema) },
    ...errorResponses(400, 401, 403, 404, 409, 429, 503),
  },
});

const session = createRoute({
  method: "get",
  path: "/sales/checkout-sessions/{sessionId}",
  tags: ["Sales"],
  summary: "Payment Successful's order summary for a checkout session",
  description: "Only for the buyer of that session; anyone else 404. Never marks anything paid.",
  middleware: [signedIn] as const,
  request: { params: sessionParamSchema },
  responses: {
    200: { description: "The session's sale", content: json(paymentSessionSchema) },
    ...errorResponses(401, 404),
  },
});

const saleDetail = createRoute({
  method: "get",
  path: "/sales/{id}",
  tags: ["Sales"],
  summary: "A sale's own page: the item, the parties, the money, the delivery and its tracking timeline",
  description:
    "Only for the sale's buyer and seller; anyone else 404, as for a sale that does not exist. The sending code " +
    "of a shipped sale's parcel is the seller's only (null for the buyer).",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "The sale", content: json(saleDetailSchema) },
    ...errorResponses(400, 401, 404),
  },
});

const saleLabel = createRoute({
  method: "get",
  path: "/sales/{id}/label",
  tags: ["Sales"],
  summary: "The printable PDF label of a shipped sale's parcel, for a seller who prefers one to the sending code",
  description:
    "Only the sale's seller; anyone else, the buyer included, 404. Drawn from the stored shipment on each request: " +
    "the sender, the recipient's pickup point, the size class, the tracking code with its Code 128 barcode, the " +
    "sending code and the sale's id. Before the carrier has created the shipment (or for a sale not shipped) 409 " +
    "`SHIPMENT_NOT_CREATED`.",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    200: {
      description: "An A6 PDF, sent as a download",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses(400, 401, 404, 409),
  },
});

const chatSale = createRoute({
  method: "get",
  path: "/chats/{id}/sale",
  tags: ["Sales"],
  summary: "The chat's current sale (open, paid or completed) between its two parties, or null",
  description: "For the seller of a shipped sale, with the parcel's sending code once the carrier has created it.",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "The sale, or null", content: json(chatSaleSchema) },
    ...errorResponses(400, 401, 404),
  },
});

const confirm = createRoute({
  method: "post",
  path: "/chats/{id}/sale/confirm",
  tags: ["Sales"],
  summary: "Mark as Sold / Confirm Purchase / Confirm Sale: the caller's confirmation",
  description:
    "With no sale yet, the buyer's press asks to buy (`requested`: the item stays on sale) and the seller's offers " +
    "the hand-over (`handover`: the item is held for this buyer); both `initiated`. On a sale that exists the other " +
    "side's press completes it (`completed`, the item sold). Refusals: `ALREADY_CONFIRMED`, `ITEM_SOLD`, " +
    "`ITEM_RESERVED` (another buyer's sale holds the item), `CHAT_BLOCKED`, `ACCOUNT_SUSPENDED`, " +
    "`SALE_STATE_CONFLICT` (the buyer's card checkout is still open).",
  middleware: [signedIn, rateLimit({ name: "sale-confirm", windowSeconds: 600, max: 60 })] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "The sale after the confirmation", content: json(confirmResultSchema) },
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

const endingRoute = (how: "withdraw" | "decline", summary: string) =>
  createRoute({
    method: "post",
    path: `/sales/{id}/${how}`,
    tags: ["Sales"],
    summary,
    middleware: [signedIn] as const,
    request: { params: idParamSchema },
    responses: {
      200: { description: "The ended sale", content: json(saleResultSchema) },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });

const withdrawRoute = endingRoute("withdraw", "Withdraw the caller's own request or hand-over offer");
const declineRoute = endingRoute("decline", "Decline the other party's request or hand-over offer");

const cancel = createRoute({
  method: "post",
  path: "/sales/{id}/cancel",
  tags: ["Sales"],
  summary: "The seller cancels a paid sale with a reason; the buyer is refunded",
  description:
    "Only the seller, only while the sale is paid and not completed. The sale is recorded refunded, the item is for " +
    "sale again and the buyer gets a `sale_cancelled` notification; the provider is asked for the refund by a " +
    "retried background job after that commit, so a slow or unreachable provider does not fail the cancellation.",
  middleware: [signedIn] as const,
  request: { params: idParamSchema, body: { content: json(cancelSaleSchema), required: true } },
  responses: {
    200: { description: "The refunded sale", content: json(saleResultSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const shipByRequest = createRoute({
  method: "post",
  path: "/sales/{id}/ship-by-extension-request",
  tags: ["Sales"],
  summary: "The seller asks the buyer for more time to hand the parcel to the carrier",
  description:
    "Only the seller (the buyer 403 `FORBIDDEN`), once per sale (409 `SHIP_BY_EXTENSION_ALREADY_REQUESTED`), only " +
    "for a shipped sale (409 `SHIP_BY_NOT_APPLICABLE`) that is still paid (409 `SALE_STATE_CONFLICT`). Anyone else 404.",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "The sale with the request", content: json(saleResultSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const shipByAnswer = createRoute({
  method: "post",
  path: "/sales/{id}/ship-by-extension-answer",
  tags: ["Sales"],
  summary: "The buyer grants 3 or 5 more working days to ship, or declines (0)",
  description:
    "Only the buyer (the seller 403 `FORBIDDEN`), once (409 `SHIP_BY_EXTENSION_ALREADY_ANSWERED`), only after the " +
    "seller asked (409 `SHIP_BY_EXTENSION_NOT_REQUESTED`) and while the sale is paid (409 `SALE_STATE_CONFLICT`). " +
    "Days other than 0, 3 or 5: 400. Anyone else 404.",
  middleware: [signedIn] as const,
  request: { params: idParamSchema, body: { content: json(shipByAnswerSchema), required: true } },
  responses: {
    200: { description: "The sale with the answer and its deadline", content: json(saleResultSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function saleRoutes() {
  return createRouter()
    .openapi(checkout, async (c) => {
      const user = c.var.user;
      const started = await startCheckout(
        c.var.deps,
        c.req.valid("param").id,
        { id: user.id, email: user.email },
        c.req.valid("json")?.delivery,
      );
      return c.json(started, 201);
    })
    .openapi(session, async (c) => {
      const found = await getPaymentSession(c.var.deps.db, c.req.valid("param").sessionId, c.var.user.id);
      if (!found) throw notFound("Payment session not found.");
      return c.json(found, 200);
    })
    .openapi(saleDetail, async (c) => {
      const sale = await getSaleDetail(c.var.deps.db, c.req.valid("param").id, c.var.user.id);
      if (!sale) throw notFound("Sale not found.");
      return c.json({ sale }, 200);
    })
    .openapi(saleLabel, async (c) => {
      const id = c.req.valid("param").id;
      const pdf = await saleParcelLabel(c.var.deps.db, id, c.var.user.id);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="kierto-label-${id}.pdf"`,
        "cache-control": "private, no-store",
      });
    })
    .openapi(chatSale, async (c) => {
      const chat = await requireChatAccess(c.var.deps.db, c.req.valid("param").id, c.var.user.id);
      const sale = await findCurrentSale(c.var.deps.db, chat);
      if (!sale) return c.json({ sale: null }, 200);
      const view = toSaleView(sale, c.var.user.id);
      // The seller sends the parcel from the chat as well as from the sale's page: the code is there too.
      const shipment =
        view.myRole === "seller" && sale.deliveryMethod === "shipping"
          ? await saleShipmentView(c.var.deps.db, sale.id, "seller")
          : null;
      const itemCount = (await saleProductIds(c.var.deps.db, sale.id)).length;
      return c.json({ sale: { ...view, sendingCode: shipment?.sendingCode ?? null, itemCount } }, 200);
    })
    .openapi(confirm, async (c) => {
      const userId = c.var.user.id;
      const chat = await requireChatAccess(c.var.deps.db, c.req.valid("param").id, userId);
      const { sale, outcome } = await confirmInChat(c.var.deps, chat, userId);
      return c.json({ sale: toSaleView(sale, userId), outcome }, 200);
    })
    .openapi(withdrawRoute, async (c) => {
      const userId = c.var.user.id;
      const sale = await endHandover(c.var.deps, c.req.valid("param").id, userId, "withdraw");
      return c.json({ sale: toSaleView(sale, userId) }, 200);
    })
    .openapi(declineRoute, async (c) => {
      const userId = c.var.user.id;
      const sale = await endHandover(c.var.deps, c.req.valid("param").id, userId, "decline");
      return c.json({ sale: toSaleView(sale, userId) }, 200);
    })
    .openapi(cancel, async (c) => {
      const userId = c.var.user.id;
      const sale = await cancelPaidSale(c.var.deps, c.req.valid("param").id, userId, c.req.valid("json").reason);
      return c.json({ sale: toSaleView(sale, userId) }, 200);
    })
    .openapi(shipByRequest, async (c) => {
      const userId = c.var.user.id;
      const sale = await requestShipByExtension(c.var.deps, c.req.valid("param").id, userId);
      return c.json({ sale: toSaleView(sale, userId) }, 200);
    })
    .openapi(shipByAnswer, async (c) => {
      const userId = c.var.user.id;
      const sale = await answerShipByExtension(c.var.deps, c.req.valid("param").id, userId, c.req.valid("json").days);
      return c.json({ sale: toSaleView(sale, userId) }, 200);
    });
}
