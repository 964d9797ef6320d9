import { zodResolver } from "@hookform/resolvers/zod";
import { LISTING_DESCRIPTION_MAX_LENGTH, priceEurosSchema, updateProductSchema } from "@kierto/shared";
import { Info } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/textarea-field";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import type { ProductDetail } from "../../api/get-product";
import { useUpdateProduct } from "../../api/update-product";
import { ProductAttributes } from "../product/product-attributes";
import { FormCard } from "./form-card";
import { PhotoPicker } from "./photo-picker";
import { PriceField } from "./price-field";
import { useListingPhotos } from "./use-listing-photos";

/** docs/product-rules.md#listings: a live listing's price, description and photos may change; nothing else. */
const activeChangesSchema = z.object({
  price: priceEurosSchema,
  description: updateProductSchema.shape.description,
});

/** Editing a published listing (from its page's Edit); a lower price notifies its favouriters. */
export function ActiveListingForm({ product }: { product: ProductDetail }) {
  const m = useMessages();
  const t = m.listings.sell;
  const navigate = useNavigate();
  const photos = useListingPhotos(product.photos);
  const update = useUpdateProduct();
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof activeChangesSchema>, unknown, z.output<typeof activeChangesSchema>>({
    resolver: zodResolver(activeChangesSchema),
    defaultValues: { price: product.priceCents / 100, description: product.description ?? "" },
  });
  const price = watch("price");
  const disabled =
    isSubmitting ||
    typeof price !== "number" ||
    Number.isNaN(price) ||
    photos.photoIds.length === 0 ||
    photos.uploading;

  const onSubmit = handleSubmit(async (changes) => {
    try {
      await update.mutateAsync({ id: product.id, changes: { ...changes, photoIds: photos.photoIds } });
      toast.success(t.changesSaved);
      navigate(paths.appProduct.href(product.id));
    } catch {
      // The mutation has logged it and shown 'Error uploading item'; the form stays as it was.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <p className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t.activeEditNote}
      </p>
      <PhotoPicker
        photos={photos}
        error={photos.photoIds.length === 0 && !photos.uploading ? t.needPhoto : undefined}
      />
      <FormCard id="edit-changes" title={t.sectionPriceAndDescription}>
        <div className="space-y-5">
          <PriceField
            control={control}
            name="price"
            label={t.price}
            className="max-w-xs"
            error={errors.price ? t.errors.price : undefined}
          />
          <TextareaField
            label={t.description}
            placeholder={t.descriptionPlaceholder}
            maxLength={LISTING_DESCRIPTION_MAX_LENGTH}
            rows={6}
            {...register("description")}
          />
        </div>
      </FormCard>
      <FormCard id="edit-locked" title={t.sectionLocked}>
        <ProductAttributes product={product} />
      </FormCard>
      <div className="flex flex-col gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
        {photos.uploading && (
          <p role="status" className="text-sm text-stone-600 sm:mr-auto">
            {t.waitingForPhotos}
          </p>
        )}
        <Button type="submit" size="lg" className="sm:min-w-40" disabled={disabled}>
          {isSubmitting ? t.savingChanges : t.saveChanges}
        </Button>
      </div>
    </form>
  );
}
