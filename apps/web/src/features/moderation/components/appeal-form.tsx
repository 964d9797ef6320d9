import { REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { TextareaField } from "@/components/ui/textarea-field";
import { appealsContent } from "@/i18n/content/appeals";
import { errorCode, errorText } from "@/lib/error-text";
import { useSubmitAppeal } from "../api/appeals";

/**
 * The appeal against a moderation decision: the person says why it is wrong, and the appeal waits
 * in the moderation queue for a moderator who did not take the decision (ADR 0015).
 */
export function AppealForm({ reportId, token }: { reportId: string; token: string | null }) {
  const t = appealsContent.form;
  const submit = useSubmitAppeal();
  const [statement, setStatement] = useState("");
  const [missing, setMissing] = useState(false);

  if (submit.isSuccess) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5">
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          <span className="block font-semibold text-stone-900">{t.sentTitle}</span>
          <span className="block text-sm text-stone-700">{t.sentBody}</span>
        </p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!statement.trim()) {
      setMissing(true);
      return;
    }
    submit.mutate({ reportId, statement: statement.trim(), ...(token ? { token } : {}) });
  };

  const failure = submit.error
    ? errorCode(submit.error) === "UNAUTHENTICATED"
      ? t.linkInvalid
      : errorText(submit.error)
    : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.formLabel} className="space-y-4">
      <FormError message={failure} />
      <p className="text-sm text-stone-700">
        {t.reference}: <span className="font-mono">{reportId}</span>
      </p>
      <TextareaField
        label={t.statement}
        hint={t.statementHint}
        required
        rows={7}
        value={statement}
        maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
        error={missing && !statement.trim() ? t.statementRequired : undefined}
        onChange={(event) => setStatement(event.target.value)}
      />
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? t.sending : t.send}
      </Button>
    </form>
  );
}
