import { Printer } from "lucide-react";
import { useMessages } from "@/i18n";

/** The address of a sale's printable label: a plain link, so the browser downloads the PDF itself. */
export const parcelLabelHref = (saleId: string) => `/api/sales/${encodeURIComponent(saleId)}/label`;

/**
 * "Print label (PDF)" beside the seller's sending code (docs/decisions/0066): the code alone is
 * enough at a locker or a counter, so the label is offered, never required.
 */
export function ParcelLabelLink({ saleId }: { saleId: string }) {
  const t = useMessages().transactions.order;
  return (
    <a
      href={parcelLabelHref(saleId)}
      download
      title={t.printLabelHint}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Printer aria-hidden className="size-4" />
      {t.printLabel}
    </a>
  );
}
