import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { cases, saleShipments, transactions } from "../../db/schema";
import { defineJob } from "../../platform/jobs";

/**
 * The return parcel of a case whose seller accepted a return, asked of the carrier by a job after
 * the commit, outside any transaction; every attempt carries the same idempotency key, so a retry
 * never creates two. The sending code the buyer drops the parcel off with is stored on the case.
 */
export const caseReturnShipmentJob = defineJob<{ caseId: string }>("case-return-shipment", {
  limit: 12,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 3600,
});

type ReturnDeps = Pick<AppDeps, "db" | "jobs" | "shipping">;

export async function enqueueReturnShipment(deps: Pick<AppDeps, "jobs">, tx: Tx, caseId: string) {
  await deps.jobs.enqueue(tx, caseReturnShipmentJob, { caseId }, { singletonKey: caseId });
}

export async function createReturnShipment(deps: ReturnDeps, caseId: string) {
  const [found] = await deps.db
    .select({
      returnTrackingCode: cases.returnTrackingCode,
      trackingCode: saleShipments.trackingCode,
      pickupPoint: transactions.pickupPoint,
    })
    .from(cases)
    .innerJoin(transactions, eq(transactions.id, cases.saleId))
    .innerJoin(saleShipments, eq(saleShipments.saleId, cases.saleId))
    .where(eq(cases.id, caseId));
  if (!found || found.returnTrackingCode || !found.pickupPoint) return;
  const shipment = await deps.shipping.createReturnShipment({
    idempotencyKey: `return_${caseId}`,
    originalTrackingCode: found.trackingCode,
    pickupPointId: found.pickupPoint.id,
  });
  await deps.db
    .update(cases)
    .set({ returnTrackingCode: shipment.trackingCode, returnSendingCode: shipment.sendingCode })
    .where(eq(cases.id, caseId));
}

export function registerCaseReturns(deps: ReturnDeps) {
  deps.jobs.register(caseReturnShipmentJob, async ({ caseId }) => createReturnShipment(deps, caseId));
}
