import { Package } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { useBasket } from "../api/bundles";

/** The way to the buyer's bundle from this seller, once it holds something. */
export function ViewBundleLink({ sellerId }: { sellerId: string }) {
  const t = useMessages().payments.bundle;
  const basket = useBasket(sellerId);
  const count = basket.data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <div className="mb-6 flex justify-end">
      <Button asChild>
        <Link to={paths.bundle.href(sellerId)}>
          <Package aria-hidden className="size-4" />
          {t.view(count)}
        </Link>
      </Button>
    </div>
  );
}
