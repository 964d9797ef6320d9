import { finnishPersonalIdentityCode } from "@kierto/shared";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useMessages } from "@/i18n";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { useSaveTaxId, useTaxIdStatus } from "../api/wallet-api";

/**
 * The personal identity code DAC7 reporting needs, asked only of sellers over a threshold
 * (docs/decisions/0038): nothing shows for anyone else. Checked here as the server checks it.
 */
export function TaxIdForm() {
  const t = useMessages().wallet.taxId;
  const m = useMessages();
  const status = useTaxIdStatus();
  const save = useSaveTaxId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  if (!status.data?.required) return null;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!finnishPersonalIdentityCode(value)) {
      setError(m.errors.TAX_ID_INVALID);
      return;
    }
    setError(undefined);
    await save.mutateAsync(value).then(() => {
      toast.success(t.saved);
      setValue("");
    }, ignoreFailure);
  };

  return (
    <section aria-labelledby="tax-id" className="space-y-3">
      <h2 id="tax-id" className="text-lg font-semibold text-stone-900">
        {t.heading}
      </h2>
      <p className="text-sm text-stone-700">{t.intro}</p>
      {status.data.payoutsWithheld ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t.withheld}
        </p>
      ) : null}
      {status.data.taxIdLast4 ? <p className="text-sm text-stone-700">{t.current(status.data.taxIdLast4)}</p> : null}
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="tax-id"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-5"
      >
        <Field
          label={t.label}
          hint={t.hint}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          maxLength={11}
          required
          error={error}
          className="min-w-60 flex-1"
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </form>
    </section>
  );
}
