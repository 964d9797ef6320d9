import { zodResolver } from "@hookform/resolvers/zod";
import { PAYOUT_COUNTRIES, type PayoutDetails, type PayoutDetailsInput, payoutDetailsSchema } from "@kierto/shared";
import { useMemo } from "react";
import { type FieldError, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { locale, useMessages } from "@/i18n";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { type SavedPayoutDetails, useSavePayoutDetails } from "../api/wallet-api";

const blank: PayoutDetailsInput = {
  legalName: "",
  dateOfBirth: "",
  street: "",
  postcode: "",
  city: "",
  country: "FI",
  iban: "",
};

/**
 * The seller's payout details, checked by the server's own schema as they are typed in (the IBAN's
 * length and check digits, 18 or more). Saved details fill the form again but for the IBAN, of
 * which only the end is known here: the seller types it whole to save a change.
 */
export function PayoutDetailsForm({ saved }: { saved: SavedPayoutDetails | null }) {
  const t = useMessages().wallet.details;
  const save = useSavePayoutDetails();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<PayoutDetailsInput, unknown, PayoutDetails>({
    resolver: zodResolver(payoutDetailsSchema),
    defaultValues: saved
      ? {
          legalName: saved.legalName,
          dateOfBirth: saved.dateOfBirth,
          street: saved.street,
          postcode: saved.postcode,
          city: saved.city,
          country: saved.country,
          iban: "",
        }
      : blank,
  });

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return PAYOUT_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, []);

  const problem = (error: FieldError | undefined) =>
    error ? (t.errors[error.message ?? ""] ?? t.errors.REQUIRED) : undefined;

  const onSubmit = handleSubmit(async (details) => {
    await save.mutateAsync(details).then(() => {
      toast.success(t.saved);
      resetField("iban", { defaultValue: "" });
    }, ignoreFailure);
  });

  return (
    <section aria-labelledby="payout-details" className="space-y-3">
      <h2 id="payout-details" className="text-lg font-semibold text-stone-900">
        {t.heading}
      </h2>
      <p className="text-sm text-stone-700">{saved ? t.current(saved.ibanCountry, saved.ibanLast4) : t.missing}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="payout-details"
        className="space-y-4 rounded-xl border border-stone-200 bg-white p-5"
      >
        <p className="text-sm text-stone-600">{t.intro}</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field
            label={t.legalName}
            autoComplete="name"
            required
            maxLength={120}
            error={problem(errors.legalName)}
            {...register("legalName")}
          />
          <Field
            label={t.dateOfBirth}
            type="date"
            autoComplete="bday"
            required
            hint={t.dateOfBirthHint}
            error={problem(errors.dateOfBirth)}
            {...register("dateOfBirth")}
          />
        </div>
        <Field
          label={t.street}
          autoComplete="street-address"
          required
          maxLength={120}
          error={problem(errors.street)}
          {...register("street")}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Field
            label={t.postcode}
            autoComplete="postal-code"
            required
            maxLength={10}
            error={problem(errors.postcode)}
            {...register("postcode")}
          />
          <Field
            label={t.city}
            autoComplete="address-level2"
            required
            maxLength={80}
            error={problem(errors.city)}
            {...register("city")}
          />
          <SelectField
            label={t.country}
            autoComplete="country"
            options={countries}
            error={problem(errors.country)}
            {...register("country")}
          />
        </div>
        <Field
          label={t.iban}
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={42}
          hint={saved ? t.ibanReplaceHint : t.ibanHint}
          error={problem(errors.iban)}
          {...register("iban")}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
      </form>
    </section>
  );
}
