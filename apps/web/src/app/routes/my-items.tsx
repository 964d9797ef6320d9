import { PlusCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PageHeading } from "@/components/ui/page-heading";
import { paths } from "@/config/paths";
import { DeleteListingButton } from "@/features/listings/components/product/delete-listing-button";
import { MyItemsTabs } from "@/features/my-items/components/my-items-tabs";
import { useMessages } from "@/i18n";

/** docs/product-rules.md#listings My Items at /app/my-items. */
export function Component() {
  const m = useMessages().myItems;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading title={m.pageTitle}>
          <p className="mt-1 text-stone-600">{m.intro}</p>
        </PageHeading>
        {/* Phones have Sell in the bottom bar. */}
        <Button asChild className="max-sm:hidden">
          <Link to={paths.upload.href}>
            <PlusCircle aria-hidden className="size-4" />
            {m.listItem}
          </Link>
        </Button>
      </div>
      <MyItemsTabs renderDelete={(item) => <DeleteListingButton productId={item.id} title={item.title} />} />
    </>
  );
}
