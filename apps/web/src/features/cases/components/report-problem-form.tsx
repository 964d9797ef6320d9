import { CASE_DESCRIPTION_MAX_LENGTH, CASE_REASONS, type CaseReason } from "@kierto/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { useOpenCase } from "../api/case-api";

/** The buyer's report of a problem: a reason and what is wrong (up to 2,000 characters). */
export function ReportProblemForm({ saleId, onCancel }: { saleId: string; onCancel: () => void }) {
  const t = useMessages().transactions.cases;
  const open = useOpenCase(saleId);
  const [reason, setReason] = useState<CaseReason | "">("");
  const [description, setDescription] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || !description.trim()) {
      setMissing(true);
      return;
    }
    open.mutate({ reason, description: description.trim() });
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-3" noValidate>
      <SelectField
        label={t.reason}
        placeholder={t.choose}
        options={CASE_REASONS.map((value) => ({ value, label: t.reasons[value] }))}
        value={reason}
        onChange={(event) => setReason(event.target.value as CaseReason | "")}
        error={missing && !reason ? t.required : undefined}
      />
      <TextareaField
        label={t.description}
        hint={t.descriptionHint}
        maxLength={CASE_DESCRIPTION_MAX_LENGTH}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={missing && !description.trim() ? t.required : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={open.isPending}>
          {t.send}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
