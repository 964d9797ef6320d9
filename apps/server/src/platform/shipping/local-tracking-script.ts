import type { ShipmentEventKind } from "@kierto/shared";

const HOUR = 3_600_000;

/**
 * How a local parcel travels once the sender has dropped it off, and how long each leg takes:
 * about what a parcel from Helsinki to Oulu takes, picked up the next day. Creation is step 0;
 * the drop-off (collected) is the sender's own act, so nothing moves until the sender drops the
 * parcel off (the development endpoint stands in for the locker).
 */
export const LOCAL_TRACKING_STEPS: readonly { kind: ShipmentEventKind; afterMs: number }[] = [
  { kind: "created", afterMs: 0 },
  { kind: "collected", afterMs: 0 },
  { kind: "in_transit", afterMs: 5 * HOUR },
  { kind: "arrived", afterMs: 16 * HOUR },
  { kind: "handed_over", afterMs: 20 * HOUR },
];

/** Kinds after which nothing more happens on its own. */
export const FINAL_KINDS: readonly ShipmentEventKind[] = ["handed_over", "returning"];

/** The step that follows the shipment's last event, or null when it travels no further on its own. */
export function nextStep(lastKind: ShipmentEventKind) {
  if (FINAL_KINDS.includes(lastKind)) return null;
  const index = LOCAL_TRACKING_STEPS.findIndex((step) => step.kind === lastKind);
  return LOCAL_TRACKING_STEPS[index + 1] ?? null;
}

/** Where a local parcel is said to be at each step. */
export function locationOf(kind: ShipmentEventKind, from: string, to: string): string | null {
  if (kind === "collected") return from;
  if (kind === "in_transit") return "Vantaa (lajittelukeskus)";
  if (kind === "arrived" || kind === "handed_over") return to;
  if (kind === "returning") return to;
  return null;
}
