import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { pakettikauppaHash, startFakePakettikauppa } from "../../../test/fake-pakettikauppa";
import { createTestApp, errorCode } from "../../../test/test-app";
import { createProduct } from "../../db/factories";
import { saleShipments, shipmentEvents, transactions } from "../../db/schema";
import { shipmentRequestJob } from "../sale-process";
import { markPaid } from "../transactions";
import { pollQuietShipments } from ".";

const account = { apiKey: "11111111-2222-3333-4444-555555555555", secret: "pakettikauppa-test-secret" };
const fake = await startFakePakettikauppa(account);
afterAll(() => fake.close());
const t = await createTestApp({
  env: {
    SHIPPING_CARRIER: "pakettikauppa",
    PAKETTIKAUPPA_API_KEY: account.apiKey,
    PAKETTIKAUPPA_API_SECRET: account.secret,
    PAKETTIKAUPPA_BASE_URL: fake.url,
  },
});

/** A Helsinki seller's small item, bought by an Oulu buyer to a Posti locker chosen from the API. */
async function paidSaleToLocker() {
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
    json: { delivery: { method: "shipping", pickupPointId: "posti:905253201" } },
  });
  expect(started.status).toBe(201);
  const { transactionId } = (await started.json()) as { transactionId: string };
  const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
  expect(sale?.pickupPoint).toMatchObject({ id: "posti:905253201", kind: "locker", city: "OULU" });
  const paid = await markPaid(t.deps, {
    provider: "local",
    sessionId: sale?.providerSessionId ?? "",
    paymentId: `pi_${transactionId}`,
  });
  expect(paid).toBe("paid");
  await t.deps.jobs.workDue(shipmentRequestJob);
  const [shipment] = await t.db.select().from(saleShipments).where(eq(saleShipments.saleId, transactionId));
  if (!shipment) throw new Error("no shipment");
  return { saleId: transactionId, shipment };
}

const stateOf = async (saleId: string) =>
  (await t.db.select({ state: transactions.state }).from(transactions).where(eq(transactions.id, saleId)))[0]?.state;
const eventCount = async (trackingCode: string) =>
  (await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.trackingCode, trackingCode))).length;

const post = (carrier: string, body: string) =>
  t.app.request(`/api/shipping/callbacks/${carrier}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });

describe("a sale shipped through Pakettikauppa", () => {
  it("gets its shipment and the API's sending code from the job", async () => {
    const { shipment, saleId } = await paidSaleToLocker();
    const atApi = fake.shipments.get(shipment.trackingCode);
    expect(atApi?.reference).toBe(saleId);
    expect(shipment.sendingCode).toBe(atApi?.labelCode);
    expect(shipment.carrier).toBe("posti");
  });

  it("moves on Pakettikauppa's signed callbacks, in order, an event heard twice changing nothing", async () => {
    const { saleId, shipment } = await paidSaleToLocker();
    const collected = fake.signedCallback(shipment.trackingCode, "13", "2026-11-02 09:00:00");
    const answer = await post("pakettikauppa", collected);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    expect(await stateOf(saleId)).toBe("shipped");
    expect((await post("pakettikauppa", collected)).status).toBe(200);
    expect(await eventCount(shipment.trackingCode)).toBe(1);
    const arrived = await post(
      "pakettikauppa",
      fake.signedCallback(shipment.trackingCode, "45", "2026-11-03 12:00:00"),
    );
    expect(arrived.status).toBe(200);
    expect(await stateOf(saleId)).toBe("delivered");
  });

  it("refuses a callback signed with another secret or altered after signing, and stores nothing", async () => {
    const { saleId, shipment } = await paidSaleToLocker();
    const forged = fake.signedCallback(shipment.trackingCode, "22", "2026-11-03 12:00:00", "not-the-secret");
    const refused = await post("pakettikauppa", forged);
    expect(refused.status).toBe(401);
    expect(await errorCode(refused)).toBe("SHIPPING_CALLBACK_UNVERIFIED");
    const tampered = new URLSearchParams(fake.signedCallback(shipment.trackingCode, "22", "2026-11-03 13:00:00"));
    tampered.set("event", "77");
    expect((await post("pakettikauppa", tampered.toString())).status).toBe(401);
    expect((await post("pakettikauppa", "not a form at all")).status).toBe(401);
    expect(await eventCount(shipment.trackingCode)).toBe(0);
    expect(await stateOf(saleId)).toBe("paid");
  });

  it("answers a signed but unreadable event with 400, and the generic callback of another carrier with 404", async () => {
    const { shipment } = await paidSaleToLocker();
    const form = new URLSearchParams(fake.signedCallback(shipment.trackingCode, "13", "2026-11-02 09:00:00"));
    const params = Object.fromEntries(form);
    params.object = "{not json";
    params.hash = pakettikauppaHash(params, account.secret);
    const unreadable = await post("pakettikauppa", new URLSearchParams(params).toString());
    expect(unreadable.status).toBe(400);
    expect(await errorCode(unreadable)).toBe("VALIDATION_FAILED");
    expect((await post("local", "{}")).status).toBe(404);
  });

  it("catches up by polling a quiet shipment's status when callbacks were lost", async () => {
    const { saleId, shipment } = await paidSaleToLocker();
    fake.addEvent(shipment.trackingCode, "13", "2026-11-02 09:00:00");
    fake.addEvent(shipment.trackingCode, "31", "2026-11-02 18:00:00");
    fake.addEvent(shipment.trackingCode, "22", "2026-11-03 17:30:00");
    await t.db
      .update(saleShipments)
      .set({ checkedAt: sql`now() - interval '7 hours'` })
      .where(eq(saleShipments.trackingCode, shipment.trackingCode));
    expect(await pollQuietShipments(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(saleId)).toBe("delivered");
    expect(await eventCount(shipment.trackingCode)).toBe(3);
    expect(fake.requestsTo("/shipment/status").some((r) => r.form?.tracking_code === shipment.trackingCode)).toBe(true);
  });
});
