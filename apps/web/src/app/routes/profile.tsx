import { Tabs } from "radix-ui";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { PageHeading } from "@/components/ui/page-heading";
import { useSession } from "@/features/auth/session-provider";
import { ReceivedReviews } from "@/features/reviews/components/received-reviews";
import { ReviewButton } from "@/features/reviews/components/review-button";
import { CompletedTransactions } from "@/features/transactions/components/completed-transactions";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { paths } from "../paths";

const TABS = ["transactions", "reviews"] as const;
type Tab = (typeof TABS)[number];

export function Component() {
  const m = useMessages();
  const { user, profile, signOutEverywhere } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "transactions";

  const onSignOutEverywhere = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
      toast.success(m.auth.signedOutEverywhere);
      navigate(paths.auth, { replace: true });
    } catch {
      toast.error(m.common.unexpectedError);
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeading title={m.pages.profile.title} />
      <section className="rounded-xl border border-stone-200 bg-white p-6">
        <p className="text-lg font-semibold">{profile?.displayName}</p>
        <p className="text-stone-600">{user?.email}</p>
        <Button variant="secondary" className="mt-4" disabled={busy} onClick={onSignOutEverywhere}>
          {m.auth.signOutEverywhere}
        </Button>
      </section>
      <Tabs.Root
        value={tab}
        onValueChange={(next) => setParams({ tab: next }, { replace: true, preventScrollReset: true })}
      >
        <Tabs.List aria-label={m.pages.profile.tabsLabel} className="mb-6 flex gap-1 border-b border-stone-200">
          {TABS.map((key) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className={cn(
                "-mb-px border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-stone-600 hover:text-stone-900",
                "data-[state=active]:border-brand-700 data-[state=active]:text-brand-900",
              )}
            >
              {m.pages.profile.tabs[key]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="transactions">
          <CompletedTransactions
            renderAction={(sale, refresh) => (
              <ReviewButton
                transactionId={sale.id}
                counterpartyName={sale.counterparty.displayName}
                productTitle={sale.product.title}
                reviewed={sale.reviewedByMe}
                onReviewed={refresh}
              />
            )}
          />
        </Tabs.Content>
        <Tabs.Content value="reviews">{user && <ReceivedReviews userId={user.id} />}</Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
