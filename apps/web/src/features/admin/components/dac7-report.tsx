import { useState } from "react";
import { cellClass, DataTable, numericCellClass } from "@/components/ui/data-table";
import { SelectField } from "@/components/ui/select-field";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { type Dac7Report as Report, useDac7Report } from "../api/finance-api";

const thisYear = () => Number(new Date().toLocaleString("sv-SE", { timeZone: "Europe/Helsinki" }).slice(0, 4));

/**
 * The DAC7 report of a calendar year: the sellers over either threshold, what they sold, and the
 * identity Kierto reports, or that it is missing with the reminders sent and any withholding.
 */
export function Dac7Report() {
  const t = useMessages().finance.dac7;
  const [year, setYear] = useState(thisYear() - 1);
  const report = useDac7Report(year);
  const years = [thisYear(), thisYear() - 1, thisYear() - 2];
  return (
    <section aria-labelledby="finance-dac7" className="space-y-3">
      <h2 id="finance-dac7" className="text-xl font-semibold">
        {t.title}
      </h2>
      {report.data ? (
        <p className="text-stone-600">
          {t.intro(report.data.thresholds.sales, formatPrice(report.data.thresholds.considerationCents))}
        </p>
      ) : null}
      <div className="max-w-40">
        <SelectField
          label={t.year}
          value={String(year)}
          options={years.map((each) => ({ value: String(each), label: String(each) }))}
          onChange={(event) => setYear(Number(event.target.value))}
        />
      </div>
      {report.isError ? (
        <p className="text-red-700">{t.loadError}</p>
      ) : report.data && report.data.sellers.length === 0 ? (
        <p className="text-stone-600">{t.empty}</p>
      ) : report.data ? (
        <SellerTable sellers={report.data.sellers} />
      ) : null}
    </section>
  );
}

function SellerTable({ sellers }: { sellers: Report["sellers"] }) {
  const t = useMessages().finance.dac7;
  return (
    <DataTable
      columns={[
        { label: t.seller },
        { label: t.sales, numeric: true },
        { label: t.consideration, numeric: true },
        { label: t.fees, numeric: true },
        { label: t.identity },
      ]}
    >
      {sellers.map((seller) => (
        <tr key={seller.sellerId} className="align-top">
          <th scope="row" className="px-4 py-2 font-normal">
            <span className="font-medium">{seller.displayName}</span>
            <br />
            <span className="text-stone-600">{seller.email}</span>
          </th>
          <td className={numericCellClass}>{seller.sales}</td>
          <td className={numericCellClass}>{formatPrice(seller.considerationCents)}</td>
          <td className={numericCellClass}>{formatPrice(seller.feesCents)}</td>
          <td className={cellClass}>
            {seller.identity ? (
              <>
                {seller.identity.legalName}, {t.born(formatDate(seller.identity.dateOfBirth))}
                <br />
                {seller.identity.street}, {seller.identity.postcode} {seller.identity.city}, {seller.identity.country}
                <br />
                {t.taxId(seller.identity.taxId, seller.identity.taxIdIssuedBy)}
                <br />
                <span className="font-mono">{seller.identity.iban}</span>
              </>
            ) : (
              <span className="text-red-700">
                {t.missing}
                {seller.remindersSent > 0 ? `. ${t.reminded(seller.remindersSent)}` : ""}
                {seller.withheldSince ? `. ${t.withheld(formatDate(seller.withheldSince))}` : ""}
              </span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
