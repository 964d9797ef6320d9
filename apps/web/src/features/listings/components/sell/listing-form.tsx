import { zodResolver } from "@hookform/resolvers/zod";
import {
  COLORS,
  CONDITIONS,
  createProductSchema,
  DELIVERY_METHODS,
  FABRICS,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_TEXT_FIELD_MAX_LENGTH,
  LISTING_TITLE_MAX_LENGTH,
  lowestPostageCents,
  offersShipping,
  PARCEL_SIZE_CLASSES,
  SEASONS,
  STYLES,
} from "@kierto/shared";
import { Info } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatPrice } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useCreateProduct } from "../../api/create-product";
import type { ProductDetail } from "../../api/get-product";
import { useUpdateProduct } from "../../api/update-product";
import { BrandField } from "./brand-field";
import { CatalogueFields } from "./catalogue-fields";
import { DeliveryMethodField } from "./delivery-method-field";
import { FormCard } from "./form-card";
import { MeasurementFields } from "./measurement-fields";
import { PhotoPicker } from "./photo-picker";
import { PriceField } from "./price-field";
import { useListingPhotos } from "./use-listing-photos";

type ListingInput = z.input<typeof createProductSchema>;
type Listing = z.output<typeof createProductSchema>;

const toOptions = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

function defaultsFor(saved: ProductDetail | undefined, city: string | null): Partial<ListingInput> {
  if (!saved) {
    // docs/product-rules.md#listings: delivery defaults to hand delivery; the city to the seller's own.
    return {
      title: "",
      brand: "",
      city: city ?? "",
      description: "",
      deliveryMethod: "hand_delivery",
      photoIds: [],
      offersEnabled: true,
      offerFloor: null,
    };
  }
  return {
    title: saved.title,
    price: saved.priceCents / 100,
    category: saved.category,
    subcategory: saved.subcategory ?? "",
    size: saved.size,
    condition: saved.condition ?? "",
    brand: saved.brand ?? "",
    color: saved.color ?? "",
    season: saved.season ?? "",
    style: saved.style ?? "",
    fabric: saved.fabric ?? "",
    gender: saved.gender ?? "",
    city: saved.city ?? "",
    ...saved.measurements,
    description: saved.description ?? "",
    deliveryMethod: saved.deliveryMethod,
    parcelSize: saved.parcelSize ?? "",
    photoIds: saved.photos.map((photo) => photo.id),
    offersEnabled: saved.offersEnabled,
    offerFloor: saved.offerFloorCents === null ? null : saved.offerFloorCents / 100,
  };
}

/**
 * docs/product-rules.md#listings Upload and #listings Listing: a new listing, a draft being finished, or a live
 * listing being corrected (every field; favourites and chats stay). 'List Item' (for a live one,
 * 'Save changes') is disabled while saving, while title, price, category or size is empty, or
 * without a photo; 'Save as draft', offered until the listing is published, needs no photo yet.
 */
export function ListingForm({ saved, defaultCity }: { saved?: ProductDetail; defaultCity: string | null }) {
  const live = saved?.status === "active";
  const m = useMessages();
  const t = m.listings.sell;
  const o = m.options;
  const navigate = useNavigate();
  const photos = useListingPhotos(saved?.photos);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ListingInput, unknown, Listing>({
    resolver: zodResolver(createProductSchema),
    defaultValues: defaultsFor(saved, defaultCity),
  });

  const [title, price, category, size] = watch(["title", "price", "category", "size"]);
  const basicsMissing = !title?.trim() || typeof price !== "number" || Number.isNaN(price) || !category || !size;
  const noPhoto = photos.photoIds.length === 0;
  const publishDisabled = isSubmitting || basicsMissing || noPhoto || photos.uploading;
  const draftDisabled = isSubmitting || basicsMissing || photos.uploading;

  const save = (status: "active" | "draft") => {
    setValue("photoIds", photos.photoIds);
    setValue("status", status);
    return handleSubmit(async (listing) => {
      try {
        if (saved) await update.mutateAsync({ id: saved.id, changes: listing });
        else await create.mutateAsync(listing);
        if (live) {
          toast.success(t.changesSaved);
          navigate(paths.appProduct.href(saved.id));
          return;
        }
        toast.success(status === "active" ? t.success : t.draftSaved);
        navigate(paths.myItems.href);
      } catch {
        // The mutation has logged it and shown 'Error uploading item'; the form stays as it was.
      }
    })();
  };

  const fieldError = (key: "title" | "price" | "category" | "size" | "parcelSize") =>
    errors[key] ? t.errors[key] : undefined;
  const shipped = offersShipping(watch("deliveryMethod") ?? "hand_delivery");
  const savingAs = watch("status");
  const takesOffers = watch("offersEnabled") ?? true;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!publishDisabled) void save("active");
      }}
      className="space-y-8"
    >
      {live && (
        <p className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t.activeEditNote}
        </p>
      )}
      <PhotoPicker photos={photos} error={errors.photoIds ? t.needPhoto : undefined} />

      <FormCard id="sell-details" title={t.sectionDetails}>
        <p className="-mt-2 mb-4 text-sm text-stone-600">{t.requiredNote}</p>
        {/* One column on phones: Finnish and Swedish options ('Housut ja hameet', 'Byxor och kjolar') do not fit half of one. */}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field
            label={t.requiredLabel(t.title)}
            className="sm:col-span-2"
            required
            maxLength={LISTING_TITLE_MAX_LENGTH}
            placeholder={t.titlePlaceholder}
            error={fieldError("title")}
            {...register("title")}
          />
          <PriceField control={control} name="price" label={t.requiredLabel(t.price)} error={fieldError("price")} />
          <CatalogueFields
            form={{ register, watch, setValue, getValues }}
            errors={{ category: fieldError("category"), size: fieldError("size") }}
          />
          <SelectField
            label={t.condition}
            placeholder={t.notSet}
            options={toOptions(CONDITIONS, o.condition)}
            {...register("condition")}
          />
          <BrandField control={control} />
          <Field
            label={t.city}
            maxLength={LISTING_TEXT_FIELD_MAX_LENGTH}
            placeholder={t.cityPlaceholder}
            autoComplete="address-level2"
            {...register("city")}
          />
        </div>
      </FormCard>

      <FormCard id="sell-more" title={t.sectionMore}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            label={t.color}
            placeholder={t.notSet}
            options={toOptions(COLORS, o.color)}
            {...register("color")}
          />
          <SelectField
            label={t.season}
            placeholder={t.notSet}
            options={toOptions(SEASONS, o.season)}
            {...register("season")}
          />
          <SelectField
            label={t.style}
            placeholder={t.notSet}
            options={toOptions(STYLES, o.style)}
            {...register("style")}
          />
          <SelectField
            label={t.fabric}
            placeholder={t.notSet}
            options={toOptions(FABRICS, o.fabric)}
            {...register("fabric")}
          />
          <MeasurementFields register={register} errors={errors} />
        </div>
      </FormCard>

      <FormCard id="sell-delivery" title={t.sectionDelivery}>
        <div className="space-y-5">
          <DeliveryMethodField
            label={t.deliveryMethod}
            options={DELIVERY_METHODS.map((value) => ({ value, label: o.deliveryMethod[value] }))}
            {...register("deliveryMethod")}
          />
          {shipped && (
            <SelectField
              label={t.requiredLabel(t.parcelSize)}
              hint={t.parcelSizeHint}
              placeholder={t.choose}
              error={fieldError("parcelSize")}
              options={PARCEL_SIZE_CLASSES.map((value) => ({
                value,
                label: `${o.parcelSize[value]}: ${formatPrice(lowestPostageCents(value))}`,
              }))}
              {...register("parcelSize")}
            />
          )}
          <label className="flex items-center gap-2 text-sm text-stone-900">
            <input type="checkbox" className="size-4" {...register("offersEnabled")} />
            {m.transactions.offers.offersEnabled}
          </label>
          {takesOffers && (
            <PriceField
              control={control}
              name="offerFloor"
              optional
              label={m.transactions.offers.offerFloor}
              hint={m.transactions.offers.offerFloorHint}
              error={
                errors.offerFloor
                  ? errors.offerFloor.type === "custom"
                    ? m.transactions.offers.offerFloorAbovePrice
                    : t.errors.price
                  : undefined
              }
            />
          )}
          <TextareaField
            label={t.description}
            placeholder={t.descriptionPlaceholder}
            maxLength={LISTING_DESCRIPTION_MAX_LENGTH}
            rows={6}
            {...register("description")}
          />
        </div>
      </FormCard>

      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
        {photos.uploading && (
          <p role="status" className="text-sm text-stone-600 sm:mr-auto">
            {t.waitingForPhotos}
          </p>
        )}
        {!live && (
          <Button type="button" variant="secondary" size="lg" disabled={draftDisabled} onClick={() => save("draft")}>
            {isSubmitting && savingAs === "draft" ? t.savingDraft : t.saveDraft}
          </Button>
        )}
        <Button type="submit" size="lg" className="sm:min-w-40" disabled={publishDisabled}>
          {live
            ? isSubmitting
              ? t.savingChanges
              : t.saveChanges
            : isSubmitting && savingAs === "active"
              ? t.submitting
              : t.submit}
        </Button>
      </div>
    </form>
  );
}
