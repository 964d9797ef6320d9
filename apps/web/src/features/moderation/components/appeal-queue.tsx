import { REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { Scale } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormDialog, FormDialogButtons } from "@/components/ui/form-dialog";
import { StaffListSection } from "@/components/ui/staff-list-section";
import { TextareaField } from "@/components/ui/textarea-field";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { appealsContent } from "@/i18n/content/appeals";
import { formatDate } from "@/lib/format";
import { personName } from "@/lib/person-name";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { type QueuedAppeal, useAppealQueue, useDecideAppeal } from "../api/appeals";

type Outcome = "upheld" | "overturned";

/** Appeals against moderation decisions, each decided by a moderator who did not take the decision. */
export function AppealQueue() {
  const t = appealsContent.queue;
  const queue = useAppealQueue();
  return (
    <StaffListSection
      id="appeal-queue"
      title={t.title}
      pending={queue.isPending}
      failed={queue.isError}
      items={queue.data?.items}
      loadError={t.loadError}
      empty={{ icon: Scale, title: t.empty }}
    >
      {(appeal) => <AppealItem key={appeal.id} appeal={appeal} />}
    </StaffListSection>
  );
}

function AppealItem({ appeal }: { appeal: QueuedAppeal }) {
  const m = useMessages().moderation;
  const t = appealsContent.queue;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const name = personName(appeal.person.displayName);
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t.person}</dt>
        <dd className="font-semibold text-stone-900">
          {name}
          {appeal.suspended && <span className="ml-2 text-xs font-semibold text-red-700">{t.suspended}</span>}
        </dd>
        <dt className="text-stone-600">{t.decision}</dt>
        <dd>
          {m.decisionDialog.actions[appeal.decision.action]} · {m.reasons[appeal.decision.reason]}
        </dd>
        <dt className="text-stone-600">{t.received}</dt>
        <dd>
          <time dateTime={appeal.createdAt}>
            {formatDate(appeal.createdAt, { dateStyle: "medium", timeStyle: "short" })}
          </time>
        </dd>
      </dl>
      <p className="mt-3 whitespace-pre-line text-stone-800">{appeal.statement}</p>
      {appeal.decision.ownDecision && <p className="mt-2 text-sm text-stone-700">{t.ownDecision}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link to={paths.moderationReport.href(appeal.decision.reportId)} aria-label={t.reportOf(name)}>
            {t.report}
          </Link>
        </Button>
        <Button
          size="sm"
          disabled={appeal.decision.ownDecision}
          aria-label={t.overturnOf(name)}
          onClick={() => setOutcome("overturned")}
        >
          {t.overturn}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={appeal.decision.ownDecision}
          aria-label={t.upholdOf(name)}
          onClick={() => setOutcome("upheld")}
        >
          {t.uphold}
        </Button>
      </div>
      {outcome && (
        <AppealDecisionDialog appeal={appeal} outcome={outcome} onOpenChange={(open) => !open && setOutcome(null)} />
      )}
    </li>
  );
}

function AppealDecisionDialog({
  appeal,
  outcome,
  onOpenChange,
}: {
  appeal: QueuedAppeal;
  outcome: Outcome;
  onOpenChange(open: boolean): void;
}) {
  const m = useMessages();
  const t = appealsContent.queue;
  const decide = useDecideAppeal();
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const name = personName(appeal.person.displayName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setMissing(true);
      return;
    }
    // Awaited rather than passed to mutate(): the decided row leaves its list while the lists
    // refresh, unmounting this dialog, and mutate()'s callbacks do not run after an unmount.
    decide.mutateAsync({ id: appeal.id, outcome, note: note.trim() }).then(() => {
      toast.success(outcome === "overturned" ? t.overturned : t.upheld);
      onOpenChange(false);
    }, ignoreFailure);
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={outcome === "overturned" ? t.overturnOf(name) : t.upholdOf(name)}
      description={outcome === "overturned" ? t.overturnBody(appeal.suspended) : t.upholdBody}
      pending={decide.isPending}
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <TextareaField
          label={t.note}
          hint={t.noteHint}
          required
          value={note}
          maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
          error={missing && !note.trim() ? t.noteRequired : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormDialogButtons
          cancelLabel={m.common.cancel}
          submitLabel={decide.isPending ? t.pending : outcome === "overturned" ? t.overturn : t.uphold}
          pending={decide.isPending}
        />
      </form>
    </FormDialog>
  );
}
