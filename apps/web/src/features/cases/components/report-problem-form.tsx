import { CASE_DESCRIPTION_MAX_LENGTH, type CaseReason } from "@kierto/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { focusFirstInvalid } from "@/lib/move-focus";
import { useOpenCase } from "../api/case-api";
import { CasePhotoPicker } from "./case-photo-picker";
import { useCasePhotos } from "./use-case-photos";

/**
 * The buyer's report of a problem: a reason, what is wrong (up to 2,000 characters) and up to five
 * photos. A stalled parcel may only be reported as not received. Opened, it takes the focus to its
 * first field; refused, to the first field in error. (Sent, it gives way to the case, which the
 * panel then focuses.)
 */
export function ReportProblemForm({
  saleId,
  reasons,
  onCancel,
}: {
  saleId: string;
  reasons: readonly CaseReason[];
  onCancel: () => void;
}) {
  const t = useMessages().transactions.cases;
  const open = useOpenCase(saleId);
  const [reason, setReason] = useState<CaseReason | "">(reasons.length === 1 ? (reasons[0] ?? "") : "");
  const [description, setDescription] = useState("");
  const photos = useCasePhotos();
  const [missing, setMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLElement>("select, textarea")?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(true);
    if (!reason || !description.trim() || photos.unsettled) return focusFirstInvalid(form.current);
    open.mutate({ reason, description: description.trim(), photoIds: photos.photoIds });
  };
  return (
    <form ref={form} onSubmit={submit} className="mt-3 space-y-3" noValidate>
      <SelectField
        label={t.reason}
        placeholder={t.choose}
        options={reasons.map((value) => ({ value, label: t.reasons[value] }))}
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
      <CasePhotoPicker photos={photos} error={missing && photos.unsettled ? t.photos.wait : undefined} />
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
