import { personName } from "@/lib/person-name";
import type { QueuedReport } from "./api/report-queue";

/** A member by name; a guest who reported a listing by the address they left for the outcome. */
export function reporterName(reporter: QueuedReport["reporter"], t: { guestReporter(email: string): string }) {
  return reporter.guest ? t.guestReporter(reporter.email) : personName(reporter.displayName);
}
