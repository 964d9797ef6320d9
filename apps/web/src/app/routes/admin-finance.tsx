import { Link } from "react-router";
import { PageHeading } from "@/components/ui/page-heading";
import { paths } from "@/config/paths";
import { useFinance } from "@/features/admin/api/finance-api";
import { CardSales } from "@/features/admin/components/card-sales";
import { Dac7Report } from "@/features/admin/components/dac7-report";
import { CommissionByMonth, FinanceFigures } from "@/features/admin/components/finance-figures";
import { LedgerCheckStatus } from "@/features/admin/components/ledger-check-status";
import { PostingsExport } from "@/features/admin/components/postings-export";
import { useMessages } from "@/i18n";

/**
 * The admins' finance page (docs/decisions/0035): where the money on the platform is by the
 * ledger, commission per month, the ledger check, card sales with their refunds, the postings of a
 * period as CSV and the DAC7 report.
 */
export function Component() {
  const m = useMessages();
  const t = m.finance;
  const finance = useFinance();
  return (
    <div className="space-y-10">
      <PageHeading title={t.title}>
        <Link to={paths.admin.href} className="mt-2 inline-block text-sm underline">
          {t.back}
        </Link>
      </PageHeading>
      {finance.isPending ? (
        <p className="text-stone-600">{m.common.loading}</p>
      ) : finance.isError ? (
        <p className="text-red-700">{t.loadError}</p>
      ) : (
        <>
          <FinanceFigures finance={finance.data} />
          <CommissionByMonth months={finance.data.commissionByMonth} />
          <LedgerCheckStatus check={finance.data.lastCheck} />
        </>
      )}
      <CardSales />
      <PostingsExport />
      <Dac7Report />
    </div>
  );
}
