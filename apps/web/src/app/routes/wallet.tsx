import { Button } from "@/components/ui/button";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { PageHeading } from "@/components/ui/page-heading";
import { useWallet } from "@/features/wallet/api/wallet-api";
import { PayoutDetailsForm } from "@/features/wallet/components/payout-details-form";
import { PayoutList } from "@/features/wallet/components/payout-list";
import { StripePayouts } from "@/features/wallet/components/stripe-payouts";
import { TaxIdForm } from "@/features/wallet/components/tax-id-form";
import { WalletBalances } from "@/features/wallet/components/wallet-balances";
import { WalletHistory } from "@/features/wallet/components/wallet-history";
import { WithdrawPanel } from "@/features/wallet/components/withdraw-panel";
import { useMessages } from "@/i18n";

/** The wallet's history shows this many entries (the server's WALLET_ENTRY_LIMIT). */
const HISTORY_LIMIT = 50;

/**
 * The seller's wallet: balances, Withdraw, payouts, every ledger entry, the payout details and,
 * for sellers DAC7 reporting covers, their personal identity code.
 */
export function Component() {
  const t = useMessages().wallet;
  const wallet = useWallet();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeading title={t.title}>
        <p className="mt-1 text-stone-600">{t.intro}</p>
      </PageHeading>
      {wallet.isPending ? (
        <CenteredLoading />
      ) : wallet.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-stone-800">{t.loadError}</p>
          <Button variant="secondary" onClick={() => wallet.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <>
          <div className="space-y-3">
            <WalletBalances balances={wallet.data.balances} />
            <WithdrawPanel wallet={wallet.data} />
          </div>
          <PayoutList payouts={wallet.data.payouts} />
          <WalletHistory entries={wallet.data.entries} limit={HISTORY_LIMIT} />
          {wallet.data.payoutProvider === "stripe" ? <StripePayouts /> : null}
          <PayoutDetailsForm key={wallet.data.payoutDetails?.updatedAt ?? "none"} saved={wallet.data.payoutDetails} />
          <TaxIdForm />
        </>
      )}
    </div>
  );
}
