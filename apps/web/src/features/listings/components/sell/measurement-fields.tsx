import { type CreateProductInput, MEASUREMENT_RANGES, MEASUREMENTS } from "@kierto/shared";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { useMessages } from "@/i18n";

/** The optional measurements in whole centimetres (docs/decisions/0083); a blank field is none. */
export function MeasurementFields({
  register,
  errors,
}: {
  register: UseFormRegister<CreateProductInput>;
  errors: FieldErrors<CreateProductInput>;
}) {
  const t = useMessages().listings.sell;
  return (
    <fieldset className="sm:col-span-2 lg:col-span-3">
      <legend className="text-sm font-semibold text-stone-900">{t.measurements}</legend>
      <p className="mb-3 text-sm text-stone-600">{t.measurementsHint}</p>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {MEASUREMENTS.map((name) => {
          const [min, max] = MEASUREMENT_RANGES[name];
          return (
            <Field
              key={name}
              label={t[name]}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              error={errors[name] ? t.measurementRange(min, max) : undefined}
              {...register(name, { setValueAs: (value) => (value === "" || value === null ? null : Number(value)) })}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
