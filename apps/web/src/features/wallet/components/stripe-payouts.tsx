import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { ignoreFailure } from "@/lib/query-errors";
import { useStripeAccount, useStripeOnboarding } from "../api/wallet-api";

/**
 * With Stripe Connect payouts (docs/decisions/0039), where the seller's connected account stands
 * and the button to Stripe's own onboarding, which collects their identity and bank account. The
 * link is minted when pressed; Stripe sends the seller back to the wallet, which asks again.
 */
export function StripePayouts() {
  const t = useMessages().wallet.stripe;
  const account = useStripeAccount(true);
  const onboarding = useStripeOnboarding();
  const state = account.data?.account;

  const open = () => {
    onboarding.mutateAsync().then(({ url }) => window.location.assign(url), ignoreFailure);
  };

  return (
    <section aria-labelledby="stripe-payouts" className="space-y-3">
      <h2 id="stripe-payouts" className="text-lg font-semibold text-stone-900">
        {t.heading}
      </h2>
      <div className="space-y-3 rounded-xl border border-stone-200 bg-white p-5">
        <p className="text-sm text-stone-600">{t.intro}</p>
        {account.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t.loadError}
          </p>
        ) : account.data ? (
          <p role="status" className="text-sm text-stone-800">
            {!state
              ? t.notStarted
              : state.payoutsEnabled
                ? t.ready
                : `${t.pending} ${state.requirementsDue.length > 0 ? t.needs(state.requirementsDue.length) : ""}`}
          </p>
        ) : null}
        {state?.payoutsEnabled ? null : (
          <Button onClick={open} disabled={onboarding.isPending || account.isPending}>
            <ExternalLink aria-hidden className="size-4" />
            {onboarding.isPending ? t.opening : state ? t.continue : t.start}
          </Button>
        )}
      </div>
    </section>
  );
}
