import { BUNDLE_MAX_TIERS, type BundleTier, bundleTiersSchema } from "@kierto/shared";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import { useBundleTiers, useSaveBundleTiers } from "../api/bundle-tiers";

type Row = { key: number; minItems: string; percent: string };

/** Rows keep their own key while the seller edits, adds and removes them. */
let lastRowKey = 0;
const row = (minItems: number, percent: number): Row => ({
  key: ++lastRowKey,
  minItems: String(minItems),
  percent: String(percent),
});
const toRows = (tiers: BundleTier[]): Row[] => tiers.map((tier) => row(tier.minItems, tier.percent));

/**
 * The seller's bundle discount tiers in Settings; the server checks them again when saved.
 * The rows are seeded once from what is stored: a later refetch (focus, another tab's save) must
 * not wipe what the seller is typing, and nothing is editable before the stored tiers are known.
 */
export function BundleTiersForm() {
  const m = useMessages();
  const t = m.sellers.bundleTiers;
  const stored = useBundleTiers();
  const [seeded, setSeeded] = useState<Row[]>();
  useEffect(() => {
    if (stored.data) setSeeded((current) => current ?? toRows(stored.data.tiers));
  }, [stored.data]);

  return (
    <section aria-labelledby="bundle-tiers-heading" className="space-y-4">
      <h2 id="bundle-tiers-heading" className="text-lg font-semibold">
        {t.heading}
      </h2>
      <p className="text-sm text-stone-700">{t.settingsIntro}</p>
      {stored.isError ? (
        <p className="text-red-700">{t.loadError}</p>
      ) : seeded ? (
        <TierRows initial={seeded} />
      ) : (
        <p role="status" className="text-stone-600">
          {m.common.loading}
        </p>
      )}
    </section>
  );
}

function TierRows({ initial }: { initial: Row[] }) {
  const t = useMessages().sellers.bundleTiers;
  const save = useSaveBundleTiers();
  const [rows, setRows] = useState(initial);
  const [invalid, setInvalid] = useState(false);

  const change = (index: number, key: "minItems" | "percent", value: string) =>
    setRows((current) => current.map((each, i) => (i === index ? { ...each, [key]: value } : each)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tiers = rows.map((each) => ({ minItems: Number(each.minItems), percent: Number(each.percent) }));
    if (!bundleTiersSchema.safeParse({ tiers }).success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save.mutate(tiers, {
      onSuccess: (saved) => {
        setRows(toRows(saved.tiers));
        toast.success(t.saved);
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="bundle-tiers-heading" noValidate>
      {rows.map((tierRow, index) => (
        <fieldset key={tierRow.key} className="flex flex-wrap items-end gap-3">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t.tierLabel(index + 1)}</legend>
          <Field
            label={t.minItems}
            type="number"
            inputMode="numeric"
            min={2}
            value={tierRow.minItems}
            onChange={(event) => change(index, "minItems", event.target.value)}
            aria-invalid={invalid || undefined}
            className="w-36"
          />
          <Field
            label={t.percent}
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            value={tierRow.percent}
            onChange={(event) => change(index, "percent", event.target.value)}
            aria-invalid={invalid || undefined}
            className="w-36"
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t.removeTier(index + 1)}
            onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </fieldset>
      ))}
      {invalid && (
        <p role="alert" className="text-sm text-red-700">
          {t.invalid}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {rows.length < BUNDLE_MAX_TIERS && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              const last = rows.at(-1);
              const minItems = last ? Number(last.minItems) + 1 : 2;
              const percent = last ? Math.min(Number(last.percent) + 5, 30) : 5;
              setRows([...rows, row(minItems, percent)]);
            }}
          >
            <Plus aria-hidden className="size-4" />
            {t.addTier}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
