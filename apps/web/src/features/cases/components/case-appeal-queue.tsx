import { CASE_DESCRIPTION_MAX_LENGTH, type CaseAppealDecisionInput } from "@kierto/shared";
import { Gavel } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { RadioChoices } from "@/components/ui/radio-choices";
import { StaffListSection } from "@/components/ui/staff-list-section";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { focusByIdAfterRender, focusFirstInvalid } from "@/lib/move-focus";
import { personName } from "@/lib/person-name";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { type QueuedCaseAppeal, useCaseAppealQueue, useDecideCaseAppeal } from "../api/case-queue-api";
import { CasePhotos } from "./case-photos";

type Outcome = CaseAppealDecisionInput["outcome"];
const APPEALS_HEADING = "case-appeals";
const OUTCOMES: Outcome[] = ["upheld", "overturned"];

/** Appeals against case decisions, decided by a moderator who did not take the decision. */
export function CaseAppealQueue() {
  const t = useMessages().moderation.caseAppeals;
  const queue = useCaseAppealQueue();
  return (
    <StaffListSection
      id={APPEALS_HEADING}
      title={t.title}
      pending={queue.isPending}
      failed={queue.isError}
      items={queue.data}
      loadError={t.loadError}
      empty={{ icon: Gavel, title: t.empty }}
    >
      {(item) => <AppealItem key={item.id} item={item} />}
    </StaffListSection>
  );
}

function AppealItem({ item }: { item: QueuedCaseAppeal }) {
  const m = useMessages();
  const t = m.moderation.caseAppeals;
  const row = item.case;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <article aria-label={item.sale.title}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-stone-600">{m.moderation.caseQueue.item}</dt>
          <dd className="font-semibold text-stone-900">
            {item.sale.title} · {formatPrice(item.sale.amountCents)}
          </dd>
          <dt className="text-stone-600">{m.moderation.caseQueue.reason}</dt>
          <dd>{m.transactions.cases.reasons[row.reason]}</dd>
          <dt className="text-stone-600">{t.appellant}</dt>
          <dd>
            {personName(item.appellant.displayName)} ({t.roles[item.appellant.role]})
          </dd>
          <dt className="text-stone-600">{t.decision}</dt>
          <dd>
            {m.transactions.cases.states[row.state]},{" "}
            <time dateTime={row.decidedAt}>{formatDate(row.decidedAt, { dateStyle: "medium" })}</time>
          </dd>
        </dl>
        <h3 className="mt-3 text-sm font-medium text-stone-600">{m.moderation.caseQueue.buyerSays}</h3>
        <p className="whitespace-pre-line text-stone-800">{row.description}</p>
        <CasePhotos photos={row.photos} side="buyer" />
        <h3 className="mt-2 text-sm font-medium text-stone-600">{m.moderation.caseQueue.sellerSays}</h3>
        <p className="whitespace-pre-line text-stone-800">{row.sellerStatement ?? m.moderation.caseQueue.noAnswer}</p>
        <CasePhotos photos={row.photos} side="seller" />
        <h3 className="mt-2 text-sm font-medium text-stone-600">{t.reasons}</h3>
        <p className="whitespace-pre-line text-stone-800">{row.decisionReasons}</p>
        <h3 className="mt-2 text-sm font-medium text-stone-600">{t.statement}</h3>
        <p className="whitespace-pre-line text-stone-800">{item.statement}</p>
        {item.mayDecide ? (
          <AppealDecisionForm item={item} />
        ) : (
          <p className="mt-3 text-sm text-stone-600">{t.notYours}</p>
        )}
      </article>
    </li>
  );
}

function AppealDecisionForm({ item }: { item: QueuedCaseAppeal }) {
  const t = useMessages().moderation.caseAppeals;
  const decide = useDecideCaseAppeal();
  const [outcome, setOutcome] = useState<Outcome>("upheld");
  const [note, setNote] = useState("");
  const [checked, setChecked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!note.trim()) return focusFirstInvalid(form.current);
    // Awaited rather than passed to mutate(): the decided appeal leaves the list and unmounts this
    // form, and the focus goes to the list's heading rather than the page.
    decide.mutateAsync({ id: item.id, decision: { outcome, note: note.trim() } }).then(() => {
      toast.success(t.decided);
      focusByIdAfterRender(APPEALS_HEADING);
    }, ignoreFailure);
  };
  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-4 space-y-3 border-t border-stone-100 pt-4">
      <RadioChoices
        legend={t.outcome}
        options={OUTCOMES}
        value={outcome}
        onChange={setOutcome}
        label={(value) =>
          value === "upheld"
            ? t.upheld
            : item.compensationIfOverturnedCents > 0
              ? t.overturned(formatPrice(item.compensationIfOverturnedCents))
              : t.overturnedNothing
        }
      />
      <TextareaField
        label={t.note}
        hint={t.noteHint}
        required
        maxLength={CASE_DESCRIPTION_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={checked && !note.trim() ? t.noteRequired : undefined}
      />
      <Button type="submit" disabled={decide.isPending} aria-label={t.decideOf(item.sale.title)}>
        {t.decide}
      </Button>
    </form>
  );
}
