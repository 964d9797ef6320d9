import { Lock } from "lucide-react";
import { Link, Navigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeading } from "@/components/ui/page-heading";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { listingAbsence, useProduct } from "@/features/listings/api/get-product";
import { ListingForm } from "@/features/listings/components/sell/listing-form";
import { useMessages } from "@/i18n";

/** docs/product-rules.md#listings Upload ('List Your Item'); /app/upload?edit={id} finishes a draft or edits a live listing. */
export function Component() {
  const t = useMessages().listings.sell;
  const { profile } = useSession();
  const editId = useSearchParams()[0].get("edit");
  if (editId) return <EditListing id={editId} />;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={t.pageTitle}>
        <p className="mt-1 text-stone-600">{t.intro}</p>
      </PageHeading>
      <ListingForm defaultCity={profile?.city ?? null} />
    </div>
  );
}

function EditListing({ id }: { id: string }) {
  const m = useMessages();
  const t = m.listings.sell;
  const { profile } = useSession();
  const product = useProduct(id);

  if (product.isPending) return <CenteredLoading />;
  const missing = listingAbsence(product.error) !== undefined;
  if (product.isError && !missing) return <Navigate to={paths.myItems.href} replace />;
  const data = product.data;
  if (!data?.isOwner || data.status === "sold") {
    return (
      <div className="mx-auto max-w-xl">
        <PageHeading title={t.notEditable} />
        <EmptyState icon={Lock} title={t.notEditable} body={t.notEditableBody}>
          <Button asChild>
            <Link to={paths.myItems.href}>{m.myItems.pageTitle}</Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={data.status === "draft" ? t.editDraftTitle : t.editTitle}>
        <p className="mt-1 text-stone-600">{data.title}</p>
      </PageHeading>
      <ListingForm key={data.id} saved={data} defaultCity={profile?.city ?? null} />
    </div>
  );
}
