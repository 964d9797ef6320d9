import {
  CASE_DESCRIPTION_MAX_LENGTH,
  CASES_LOST_WARNING_THRESHOLD,
  type CaseDecisionInput,
  defaultReturnPostagePayer,
  exactEurosToCents,
  RETURN_POSTAGE_PAYERS,
  type ReturnPostagePayer,
} from "@kierto/shared";
import { Scale } from "lucide-react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { RadioChoices } from "@/components/ui/radio-choices";
import { StaffListSection } from "@/components/ui/staff-list-section";
import { TextareaField } from "@/components/ui/textarea-field";
import { TrackingTimeline } from "@/components/ui/tracking-timeline";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { focusByIdAfterRender, focusFirstInvalid } from "@/lib/move-focus";
import { personName } from "@/lib/person-name";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { type QueuedCase, useCaseQueue, useDecideCase } from "../api/case-queue-api";
import { CasePhotos } from "./case-photos";

type Outcome = CaseDecisionInput["outcome"];
const CASE_QUEUE_HEADING = "case-queue";
const OUTCOMES: Outcome[] = ["refund_after_return", "refund_full", "refund_partial", "release"];

/** The page's way to the suspension tool for a party, with the reason it is proposed for. */
export type SuspensionTool = (person: { id: string; displayName: string }, reason: string) => ReactNode;

/**
 * Contested and escalated problem cases, decided by a moderator with a statement of reasons. A
 * party who lost many cases is pointed out, with `suspensionTool` (the moderation feature's, handed
 * in by the page) to open the suspension for them.
 */
export function CaseQueue({ suspensionTool }: { suspensionTool?: SuspensionTool }) {
  const t = useMessages().moderation.caseQueue;
  const queue = useCaseQueue();
  return (
    <StaffListSection
      id={CASE_QUEUE_HEADING}
      title={t.title}
      pending={queue.isPending}
      failed={queue.isError}
      items={queue.data}
      loadError={t.loadError}
      empty={{ icon: Scale, title: t.empty }}
    >
      {(item) => <CaseItem key={item.case.id} item={item} suspensionTool={suspensionTool} />}
    </StaffListSection>
  );
}

function CaseItem({ item, suspensionTool }: { item: QueuedCase; suspensionTool?: SuspensionTool }) {
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
        <LostCasesWarning party={item.buyer} suspensionTool={suspensionTool} />
        <LostCasesWarning party={item.seller} suspensionTool={suspensionTool} />
        <h3 className="mt-3 text-sm font-medium text-stone-600">{t.buyerSays}</h3>
        <p className="whitespace-pre-line text-stone-800">{row.description}</p>
        <CasePhotos photos={row.photos} side="buyer" />
        <h3 className="mt-2 text-sm font-medium text-stone-600">{t.sellerSays}</h3>
        <p className="whitespace-pre-line text-stone-800">{sellerSays(row, t)}</p>
        <CasePhotos photos={row.photos} side="seller" />
        {item.tracking.length > 0 && (
          <>
            <h3 className="mt-2 mb-1 text-sm font-medium text-stone-600">{t.tracking}</h3>
            <TrackingTimeline events={item.tracking} />
          </>
        )}
        {item.chat.length > 0 && (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer font-medium text-stone-600">{t.chat(item.chat.length)}</summary>
            <ol className="mt-2 space-y-1">
              {item.chat.map((message) => (
                <li key={`${message.sentAt}-${message.from}`} className="text-stone-800">
                  <span className="font-medium">{message.from === "buyer" ? t.buyer : t.seller}</span>{" "}
                  <time dateTime={message.sentAt} className="text-stone-500">
                    {formatDate(message.sentAt, { dateStyle: "short", timeStyle: "short" })}
                  </time>
                  : <span className="whitespace-pre-line">{message.text}</span>
                </li>
              ))}
            </ol>
          </details>
        )}
        {row.decisionReasons && (
          <>
            <h3 className="mt-2 text-sm font-medium text-stone-600">{t.earlierDecision}</h3>
            <p className="whitespace-pre-line text-stone-800">{row.decisionReasons}</p>
          </>
        )}
        <DecisionForm item={item} />
      </article>
    </li>
  );
}

/** The seller's side: their contest, the part of the price they offered back, or their silence. */
function sellerSays(row: QueuedCase["case"], t: ReturnType<typeof useMessages>["moderation"]["caseQueue"]) {
  if (row.sellerStatement) return row.sellerStatement;
  return row.partialRefundCents !== null ? t.partialOffered(formatPrice(row.partialRefundCents)) : t.noAnswer;
}

/**
 * A party who lost `CASES_LOST_WARNING_THRESHOLD` cases or more, not yet suspended: a warning and
 * the way to the suspension tool, prefilled with why. Suspending stays the moderator's own act.
 */
function LostCasesWarning({ party, suspensionTool }: { party: QueuedCase["buyer"]; suspensionTool?: SuspensionTool }) {
  const t = useMessages().moderation.caseQueue;
  if (party.lost < CASES_LOST_WARNING_THRESHOLD || party.suspended) return null;
  const name = personName(party.displayName);
  return (
    <div
      className="mt-3 space-y-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      data-testid="lost-cases-warning"
    >
      <p className="font-medium">{t.lostWarning(name, party.lost)}</p>
      {suspensionTool?.({ id: party.id, displayName: party.displayName }, t.suspensionReason(party.lost))}
    </div>
  );
}

function DecisionForm({ item }: { item: QueuedCase }) {
  const t = useMessages().moderation.caseQueue;
  const decide = useDecideCase();
  // An item the buyer has comes back before a full refund, unless it never reached them.
  const [outcome, setOutcome] = useState<Outcome>(
    item.case.reason === "not_received" ? "refund_full" : "refund_after_return",
  );
  const [amount, setAmount] = useState("");
  const [reasons, setReasons] = useState("");
  const [checked, setChecked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // A shipped item's return parcel is charged to whoever the moderator names, preselected with
  // the payer the case's reason gives, or the one the seller's accepting already set (docs/decisions/0087).
  const returnParcelCents = item.sale.returnParcelCents;
  const [payer, setPayer] = useState<ReturnPostagePayer>(
    item.case.returnPostagePayer ?? defaultReturnPostagePayer(item.case.reason),
  );
  // "12,50" or "12.50": Finnish and Swedish write a decimal comma.
  const cents = exactEurosToCents(Number(amount.trim().replace(",", ".")));
  const amountValid = cents !== null && cents > 0 && cents < item.sale.amountCents;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reasons.trim() || (outcome === "refund_partial" && !amountValid)) return focusFirstInvalid(form.current);
    const text = reasons.trim();
    const decision: CaseDecisionInput =
      outcome === "refund_partial"
        ? { outcome, amountCents: cents ?? 0, reasons: text }
        : outcome === "refund_after_return" && returnParcelCents !== null
          ? { outcome, reasons: text, returnPostagePayer: payer }
          : { outcome, reasons: text };
    // Awaited rather than passed to mutate(): the decided case leaves the list and unmounts this form.
    // The decided case leaves the list: the focus goes to the list's heading rather than the page.
    decide.mutateAsync({ id: item.case.id, decision }).then(() => {
      toast.success(t.decided);
      focusByIdAfterRender(CASE_QUEUE_HEADING);
    }, ignoreFailure);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-4 space-y-3 border-t border-stone-100 pt-4">
      <RadioChoices
        legend={t.outcome}
        options={OUTCOMES}
        value={outcome}
        onChange={setOutcome}
        label={(value) => t.outcomes[value]}
      />
      {outcome === "refund_after_return" && returnParcelCents === null && (
        <p className="text-sm text-stone-700">{t.returnByHand}</p>
      )}
      {outcome === "refund_after_return" && returnParcelCents !== null && (
        <RadioChoices
          legend={t.returnPostagePayer}
          hint={t.returnPostageHint(formatPrice(returnParcelCents))}
          options={RETURN_POSTAGE_PAYERS}
          value={payer}
          onChange={setPayer}
          label={(value) => t.returnPostagePayers[value]}
        />
      )}
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
