import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useMessages } from "@/i18n";
import { postingsCsvHref } from "../api/finance-api";

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;
/** Today in Finnish time, as YYYY-MM-DD (the export's days are Finnish days). */
const helsinkiToday = () => new Date().toLocaleString("sv-SE", { timeZone: "Europe/Helsinki" }).slice(0, 10);

/** A period's ledger postings as CSV: two dates and a download link the browser follows itself. */
export function PostingsExport() {
  const t = useMessages().finance.export;
  const today = helsinkiToday();
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  const valid = Boolean(from && to) && days >= 0 && days < MAX_DAYS;
  return (
    <section aria-labelledby="finance-export" className="space-y-3">
      <h2 id="finance-export" className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="text-stone-600">{t.intro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t.from} type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        <Field label={t.to} type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        {valid ? (
          <Button asChild>
            <a href={postingsCsvHref(from, to)} download>
              {t.download}
            </a>
          </Button>
        ) : null}
      </div>
      {valid ? null : (
        <p role="alert" className="text-red-700">
          {t.invalid}
        </p>
      )}
    </section>
  );
}
