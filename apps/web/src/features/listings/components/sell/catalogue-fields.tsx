import {
  CATEGORIES,
  type CreateProductInput,
  GENDERS,
  type SizeContext,
  sizeFits,
  sizesFor,
  subcategoriesOf,
  subcategoryFits,
} from "@kierto/shared";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field";
import { useMessages } from "@/i18n";

/**
 * Category, type (sub-category), department and size (docs/decisions/0083): the size list offers
 * the size systems that fit the first three, children's sizes by height for the Kids department.
 * A choice that no longer fits after one of them changes is emptied, so the seller picks again.
 */
export function CatalogueFields({
  form,
  errors,
}: {
  form: Pick<UseFormReturn<CreateProductInput>, "register" | "watch" | "setValue" | "getValues">;
  errors: { category?: string; size?: string };
}) {
  const m = useMessages();
  const t = m.listings.sell;
  const o = m.options;
  const { register, watch, setValue, getValues } = form;
  const [category, subcategory, gender] = watch(["category", "subcategory", "gender"]);
  const context = { category, subcategory, gender } as SizeContext;

  useEffect(() => {
    const chosen = getValues("subcategory");
    if (category && chosen && !subcategoryFits(chosen, category)) setValue("subcategory", "");
  }, [category, getValues, setValue]);
  useEffect(() => {
    const size = getValues("size");
    const fitsNow = { category, subcategory, gender } as SizeContext;
    if (category && size && !sizeFits(size, fitsNow)) setValue("size", "" as never);
  }, [category, subcategory, gender, getValues, setValue]);

  return (
    <>
      <SelectField
        label={t.requiredLabel(t.category)}
        required
        placeholder={t.choose}
        options={CATEGORIES.map((value) => ({ value, label: o.category[value] }))}
        error={errors.category}
        {...register("category")}
      />
      <SelectField
        label={t.subcategory}
        placeholder={t.notSet}
        disabled={!category}
        options={subcategoriesOf(category || undefined).map((value) => ({ value, label: o.subcategory[value] }))}
        {...register("subcategory")}
      />
      <SelectField
        label={t.gender}
        placeholder={t.notSet}
        options={GENDERS.map((value) => ({ value, label: o.gender[value] }))}
        {...register("gender")}
      />
      <SelectField
        label={t.requiredLabel(t.size)}
        required
        placeholder={t.choose}
        hint={gender === "Kids" ? t.sizeHintKids : undefined}
        options={[]}
        groups={(category ? sizesFor(context) : []).map(({ system, sizes }) => ({
          label: o.sizeSystem[system],
          options: sizes.map((value) => ({ value, label: o.size(value) })),
        }))}
        error={errors.size}
        {...register("size")}
      />
    </>
  );
}
