import { Receipt, ShoppingBag } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { PaymentSuccessView } from "@/features/payments/components/payment-success-view";
import { useMessages } from "@/i18n";

/** docs/product-rules.md#payments Payment success at /payment-success?session_id= (the guard sends a visit without it home). */
export function Component() {
  const m = useMessages().payments.success;
  const [params] = useSearchParams();
  const { user, loading } = useSession();
  const sessionId = params.get("session_id") ?? "";
  if (loading) return <CenteredLoading />;
  return (
    <PaymentSuccessView
      sessionId={sessionId}
      signedIn={Boolean(user)}
      actions={(saleId) => (
        <>
          {user && (
            <Button asChild size="lg">
              {/* The purchase just made, on its own page; the profile's list when it could not be found. */}
              <Link to={saleId ? paths.sale.href(saleId) : paths.profile.href}>
                <Receipt aria-hidden className="size-4" />
                {m.viewPurchases}
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant={user ? "secondary" : "primary"}>
            <Link to={paths.home.href}>
              <ShoppingBag aria-hidden className="size-4" />
              {m.continueShopping}
            </Link>
          </Button>
        </>
      )}
    />
  );
}
