import { CASE_DESCRIPTION_MAX_LENGTH, type CaseDecisionInput, exactEurosToCents } from "@kierto/shared";
import { Scale } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { StaffListSection } from "@/components/ui/staff-list-section";
import { TextareaField } from "@/components/ui/textarea-field";
import { TrackingTimeline } from "@/components/ui/tracking-timeline";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { personName } from "@/lib/person-name";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { type QueuedCase, useCaseQueue, useDecideCase } from "../api/case-queue-api";

type Outcome = CaseDecisionInput["outcome"];
const OUTCOMES: Outcome[] = ["refund_full", "refund_partial", "release"];

/** Contested and escalated problem cases, decided by a moderator with a statement of reasons. */
export function CaseQueue() {
  const t = useMessages().moderation.caseQueue;
  const queue = useCaseQueue();
  return (
    <StaffListSection
      id="case-queue"
      title={t.title}
      pending={queue.isPending}
      failed={queue.isError}
      items={queue.data}
      loadError={t.loadError}
      empty={{ icon: Scale, title: t.empty }}
    >
      {(item) => <CaseItem key={item.case.id} item={item} />}
    </StaffListSection>
  );
}

function CaseItem({ item }: { item: QueuedCase }) {
  const m = useMessages();
  const t = m.moderation.caseQueue;
  const row = item.case;
  const since = row.escalatedAt ?? row.createdAt;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <article aria-label={item.sale.title}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-stone-600">{t.item}</dt>
          <dd className="font-semibold text-stone-900">
            {item.sale.title} · {formatPrice(item.sale.amountCents)}
          </dd>
          <dt className="text-stone-600">{t.reason}</dt>
          <dd>{m.transactions.cases.reasons[row.reason]}</dd>
          <dt className="text-stone-600">{t.buyer}</dt>
          <dd>
            {personName(item.buyer.displayName)} ({t.record(item.buyer.opened, item.buyer.won, item.buyer.lost)})
          </dd>
          <dt className="text-stone-600">{t.seller}</dt>
          <dd>
            {personName(item.seller.displayName)} ({t.record(item.seller.opened, item.seller.won, item.seller.lost)})
          </dd>
          <dt className="text-stone-600">{t.waitingSince}</dt>
          <dd>
            <time dateTime={since}>{formatDate(since, { dateStyle: "medium", timeStyle: "short" })}</time>
          </dd>
        </dl>
        <h3 className="mt-3 text-sm font-medium text-stone-600">{t.buyerSays}</h3>
        <p className="whitespace-pre-line text-stone-800">{row.description}</p>
        <h3 className="mt-2 text-sm font-medium text-stone-600">{t.sellerSays}</h3>
        <p className="whitespace-pre-line text-stone-800">{row.sellerStatement ?? t.noAnswer}</p>
        {item.tracking.length > 0 && (
          <>
            <h3 className="mt-2 mb-1 text-sm font-medium text-stone-600">{t.tracking}</h3>
            <TrackingTimeline events={item.tracking} />
          </>
        )}
        {row.partialRefundCents !== null && (
          <p className="mt-2 text-sm text-stone-700">{t.partialOffered(formatPrice(row.partialRefundCents))}</p>
        )}
        <DecisionForm item={item} />
      </article>
    </li>
  );
}

function DecisionForm({ item }: { item: QueuedCase }) {
  const t = useMessages().moderation.caseQueue;
  const decide = useDecideCase();
  const outcomeName = useId();
  const [outcome, setOutcome] = useState<Outcome>("refund_full");
  const [amount, setAmount] = useState("");
  const [reasons, setReasons] = useState("");
  const [checked, setChecked] = useState(false);
  // "12,50" or "12.50": Finnish and Swedish write a decimal comma.
  const cents = exactEurosToCents(Number(amount.trim().replace(",", ".")));
  const amountValid = cents !== null && cents > 0 && cents < item.sale.amountCents;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reasons.trim() || (outcome === "refund_partial" && !amountValid)) return;
    const text = reasons.trim();
    const decision: CaseDecisionInput =
      outcome === "refund_partial" ? { outcome, amountCents: cents ?? 0, reasons: text } : { outcome, reasons: text };
    // Awaited rather than passed to mutate(): the decided case leaves the list and unmounts this form.
    decide.mutateAsync({ id: item.case.id, decision }).then(() => toast.success(t.decided), ignoreFailure);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3 border-t border-stone-100 pt-4">
      <fieldset>
        <legend className="text-sm font-medium text-stone-900">{t.outcome}</legend>
        <div className="mt-2 space-y-1">
          {OUTCOMES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name={outcomeName}
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
                className="size-4 accent-emerald-700"
              />
              {t.outcomes[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {outcome === "refund_partial" && (
        <Field
          label={t.amount}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={checked && !amountValid ? t.amountInvalid : undefined}
        />
      )}
      <TextareaField
        label={t.reasons}
        hint={t.reasonsHint}
        required
        maxLength={CASE_DESCRIPTION_MAX_LENGTH}
        value={reasons}
        onChange={(event) => setReasons(event.target.value)}
        error={checked && !reasons.trim() ? t.reasonsRequired : undefined}
      />
      <Button type="submit" disabled={decide.isPending} aria-label={t.decideOf(item.sale.title)}>
        {t.decide}
      </Button>
    </form>
  );
}
