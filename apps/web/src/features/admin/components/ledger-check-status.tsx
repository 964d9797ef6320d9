import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { type LedgerCheck, useRunLedgerCheck } from "../api/finance-api";

/** The last run of the hourly ledger check, what it found, and a button to run it now. */
export function LedgerCheckStatus({ check }: { check: LedgerCheck | null }) {
  const t = useMessages().finance.check;
  const run = useRunLedgerCheck();
  const when = check ? formatDate(check.ranAt, { dateStyle: "medium", timeStyle: "short" }) : "";
  return (
    <section aria-labelledby="finance-check" className="space-y-3">
      <h2 id="finance-check" className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="text-stone-600">{t.intro}</p>
      <div role="status" className={check && !check.ok ? "text-red-700" : "text-stone-900"}>
        {!check ? (
          <p>{t.never}</p>
        ) : check.ok ? (
          <p>{t.ok(when, check.entriesChecked)}</p>
        ) : (
          <>
            <p className="font-semibold">{t.failed(when)}</p>
            <ul className="mt-1 list-disc pl-5">
              {check.problems.map((problem) => (
                <li key={problem.code}>{t.problems[problem.code](problem.count, formatPrice(problem.cents))}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Button variant="secondary" onClick={() => run.mutate()} disabled={run.isPending}>
        {run.isPending ? t.running : t.run}
      </Button>
    </section>
  );
}
