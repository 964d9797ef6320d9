import { Check, PackagePlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import { useAddToBundle, useBasket } from "../api/bundles";

/**
 * Add to bundle, for a signed-in buyer who does not own the item: the item goes to the basket for
 * its seller on the server. Once it is in, the button turns into the way to that basket.
 */
export function AddToBundleButton({
  productId,
  sellerId,
  compact = false,
}: {
  productId: string;
  sellerId: string;
  compact?: boolean;
}) {
  const t = useMessages().payments.bundle;
  const basket = useBasket(sellerId);
  const add = useAddToBundle();
  const inBasket = basket.data?.items.some((item) => item.id === productId) ?? false;
  const count = basket.data?.items.length ?? 0;

  if (inBasket) {
    return compact ? (
      <Button asChild size="icon" variant="secondary" className="size-9 rounded-full">
        <Link to={paths.bundle.href(sellerId)} aria-label={t.view(count)}>
          <Check aria-hidden className="size-4 text-brand-700" />
        </Link>
      </Button>
    ) : (
      <Button asChild size="lg" variant="secondary">
        <Link to={paths.bundle.href(sellerId)}>
          <Check aria-hidden className="size-4" />
          {t.view(count)}
        </Link>
      </Button>
    );
  }
  const press = () => add.mutate(productId, { onSuccess: () => toast.success(t.addedToast) });
  return compact ? (
    <Button
      size="icon"
      variant="secondary"
      className="size-9 rounded-full"
      aria-label={t.add}
      onClick={press}
      disabled={add.isPending}
    >
      <PackagePlus aria-hidden className="size-4" />
    </Button>
  ) : (
    <Button size="lg" variant="secondary" onClick={press} disabled={add.isPending}>
      <PackagePlus aria-hidden className="size-4" />
      {t.add}
    </Button>
  );
}
