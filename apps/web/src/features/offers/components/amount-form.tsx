import { eurosToCents } from "@kierto/shared";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useMessages } from "@/i18n";

/** An amount in euros and a send button: a buyer's offer or a seller's counter. */
export function AmountForm({
  label,
  hint,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(amountCents: number): void;
  onCancel(): void;
}) {
  const t = useMessages().transactions.offers;
  const id = useId();
  const [value, setValue] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const euros = Number(value.replace(",", "."));
    if (Number.isFinite(euros) && euros > 0) onSubmit(eurosToCents(euros));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <Field
        id={id}
        label={label}
        hint={hint}
        inputMode="decimal"
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="min-w-40 flex-1"
      />
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t.cancel}
      </Button>
    </form>
  );
}
