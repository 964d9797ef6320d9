import { eq } from "drizzle-orm";
import { decodePDFRawStream, PDFDocument, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode } from "../../../test/test-app";
import { createProduct } from "../../db/factories";
import { chats, saleShipments, transactions } from "../../db/schema";
import { shipmentRequestJob } from "../sale-process";
import { markPaid } from "./checkout";

const t = await createTestApp();

async function paidShippedSale() {
  const seller = await t.signedInUser({ displayName: "Sanna Seller" });
  const buyer = await t.signedInUser({ displayName: "Olli Buyer" });
  const product = await createProduct(t.db, {
    userId: seller.id,
    priceCents: 3000,
    deliveryMethod: "shipping",
    parcelSize: "small",
  });
  const started = await t.api(buyer).products[":id"].checkout.$post({
    param: { id: product.id },
    json: { delivery: { method: "shipping", pickupPointId: "P901001" } },
  });
  const { transactionId } = (await started.json()) as { transactionId: string };
  const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
  const paid = await markPaid(t.deps, {
    provider: "local",
    sessionId: sale?.providerSessionId ?? "",
    paymentId: `pi_${transactionId}`,
  });
  expect(paid).toBe("paid");
  return { seller, buyer, saleId: transactionId, productId: product.id };
}

const label = (saleId: string, cookie?: string) => t.request(`/api/sales/${saleId}/label`, { cookie });

/** Every string the PDF's content streams show, decoded: the text a reader of the page sees. */
async function shownText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  let text = "";
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      text += `${Buffer.from(hex ?? "", "hex").toString("latin1")}\n`;
    }
  }
  return text;
}

describe("a shipped sale's printable label", () => {
  it("is a PDF download for the seller showing the tracking code, the sending code and the pickup point", async () => {
    const { seller, saleId } = await paidShippedSale();
    await t.deps.jobs.workDue(shipmentRequestJob);
    const [shipment] = await t.db.select().from(saleShipments).where(eq(saleShipments.saleId, saleId));
    if (!shipment) throw new Error("no shipment");

    const response = await label(saleId, seller.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = await shownText(bytes);
    expect(text).toContain(shipment.trackingCode);
    expect(text).toContain(shipment.sendingCode);
    expect(text).toContain(saleId);
    const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, saleId));
    expect(text).toContain(sale?.pickupPoint?.street);
    // The barcode is an image on the page.
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
  });

  it("is 401 without a session, 404 for the buyer and for anyone else, 409 before the carrier answered", async () => {
    const { seller, buyer, saleId } = await paidShippedSale();
    const stranger = await t.signedInUser();
    expect((await label(saleId)).status).toBe(401);
    const forBuyer = await label(saleId, buyer.cookie);
    expect(forBuyer.status).toBe(404);
    expect(await errorCode(forBuyer)).toBe("NOT_FOUND");
    expect((await label(saleId, stranger.cookie)).status).toBe(404);
    expect((await label("00000000-0000-4000-8000-000000000000", seller.cookie)).status).toBe(404);
    expect((await label("not-a-sale", seller.cookie)).status).toBe(400);

    const early = await label(saleId, seller.cookie);
    expect(early.status).toBe(409);
    expect(await errorCode(early)).toBe("SHIPMENT_NOT_CREATED");
  });
});

describe("the chat's sale panel of a shipped sale", () => {
  it("shows the seller the sending code once the carrier answered, and never the buyer", async () => {
    const { seller, buyer, productId, saleId } = await paidShippedSale();
    const [chat] = await t.db.select({ id: chats.id }).from(chats).where(eq(chats.productId, productId));
    const panel = async (cookie: string) =>
      (
        (await (await t.request(`/api/chats/${chat?.id}/sale`, { cookie })).json()) as {
          sale: { sendingCode: unknown };
        }
      ).sale.sendingCode;
    expect(await panel(seller.cookie)).toBeNull();
    await t.deps.jobs.workDue(shipmentRequestJob);
    const [shipment] = await t.db.select().from(saleShipments).where(eq(saleShipments.saleId, saleId));
    expect(await panel(seller.cookie)).toBe(shipment?.sendingCode);
    expect(await panel(buyer.cookie)).toBeNull();
  });
});
