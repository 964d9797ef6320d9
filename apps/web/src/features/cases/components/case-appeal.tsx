import { CASE_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { type CaseView, useAppealCase } from "../api/case-api";

/**
 * Under a moderator's decision: the reader's one appeal while its window is open, then where
 * their appeal stands and the second moderator's answer.
 */
export function CaseAppeal({ row, saleId }: { row: CaseView; saleId: string }) {
  const t = useMessages().transactions.cases.appeal;
  const { appeal } = row;
  if (appeal) {
    const outcome =
      appeal.status === "pending"
        ? t.pending
        : appeal.status === "upheld"
          ? t.upheld
          : appeal.compensationCents
            ? t.overturned(formatPrice(appeal.compensationCents))
            : t.overturnedNothing;
    return (
      <div className="mt-3 rounded-xl bg-white p-3 text-sm ring-1 ring-amber-200">
        <h3 className="font-medium text-stone-900">{t.heading}</h3>
        <p className="mt-1 text-stone-700" data-testid="case-appeal-status">
          {outcome}
        </p>
        {appeal.decisionNote && (
          <p className="mt-1 whitespace-pre-line text-stone-700">
            {t.note}: {appeal.decisionNote}
          </p>
        )}
      </div>
    );
  }
  if (!row.appealOpenUntil) return null;
  return <AppealForm row={row} saleId={saleId} until={row.appealOpenUntil} />;
}

function AppealForm({ row, saleId, until }: { row: CaseView; saleId: string; until: string }) {
  const t = useMessages().transactions.cases;
  const appeal = useAppealCase(saleId, row.id);
  const [writing, setWriting] = useState(false);
  const [statement, setStatement] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!statement.trim()) {
      setMissing(true);
      return;
    }
    appeal.mutate({ statement: statement.trim() });
  };
  return (
    <div className="mt-3 rounded-xl bg-white p-3 text-sm ring-1 ring-amber-200">
      <h3 className="font-medium text-stone-900">{t.appeal.heading}</h3>
      <p className="mt-1 text-stone-700">{t.appeal.intro(formatDate(until, { dateStyle: "medium" }))}</p>
      {writing ? (
        <form onSubmit={submit} className="mt-3 space-y-3" noValidate>
          <TextareaField
            label={t.appeal.statement}
            hint={t.descriptionHint}
            maxLength={CASE_DESCRIPTION_MAX_LENGTH}
            value={statement}
            onChange={(event) => setStatement(event.target.value)}
            error={missing && !statement.trim() ? t.required : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={appeal.isPending}>
              {t.appeal.send}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setWriting(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <Button className="mt-2" variant="secondary" onClick={() => setWriting(true)}>
          {t.appeal.open}
        </Button>
      )}
    </div>
  );
}
