import { Banknote } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { formatPrice } from "@/lib/format";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { useStripeAccount, useWithdraw, type Wallet } from "../api/wallet-api";

/**
 * Withdraw, with the reason beside it when it cannot be pressed: no payout details yet, or
 * nothing available. The whole available balance goes, to the account the details name.
 */
export function WithdrawPanel({ wallet }: { wallet: Wallet }) {
  const t = useMessages().wallet.withdraw;
  const withdraw = useWithdraw();
  const reasonId = useId();
  const available = wallet.balances.availableCents;
  const details = wallet.payoutDetails;
  const stripe = wallet.payoutProvider === "stripe";
  const stripeReady = useStripeAccount(stripe).data?.account?.payoutsEnabled ?? false;
  const ready = stripe ? stripeReady : Boolean(details);
  const reason = !ready ? (stripe ? t.missingStripe : t.missingDetails) : available <= 0 ? t.nothing : null;

  const onWithdraw = () => {
    withdraw.mutateAsync().then(() => toast.success(t.requested), ignoreFailure);
  };

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p id={reasonId} className="text-sm text-stone-700">
        {reason ?? (stripe ? t.toStripe : details ? t.to(details.ibanLast4) : null)}
      </p>
      <Button
        size="lg"
        onClick={onWithdraw}
        disabled={reason !== null || withdraw.isPending}
        aria-describedby={reasonId}
      >
        <Banknote aria-hidden className="size-5" />
        {available > 0 ? t.buttonAmount(formatPrice(available)) : t.button}
      </Button>
    </div>
  );
}
