import { PackageCheck, Tag, UserRound } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeading } from "@/components/ui/page-heading";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { OwnListingGrid } from "@/features/my-items/components/own-listing-grid";
import { useOwnProfile } from "@/features/profiles/api/get-own-profile";
import { ProfileSummary } from "@/features/profiles/components/profile-summary";
import { ReceivedReviews } from "@/features/reviews/components/received-reviews";
import { ReviewButton } from "@/features/reviews/components/review-button";
import { CompletedTransactions } from "@/features/transactions/components/completed-transactions";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { personName } from "@/lib/person-name";

const TABS = ["listings", "transactions", "reviews", "sold"] as const;
type Tab = (typeof TABS)[number];

/**
 * docs/product-rules.md#accounts-and-profiles Profile. The open tab (?tab=) and edit mode (?edit=1, where the profile reminder
 * leads) live in the URL, so a reload or a link opens them again.
 */
export function Component() {
  const m = useMessages();
  const t = m.profile;
  const { user } = useSession();
  const profile = useOwnProfile();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "listings";
  const editing = params.get("edit") === "1";

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="space-y-6">
      <PageHeading title={m.pages.profile.title} />
      {profile.isPending ? (
        <CenteredLoading />
      ) : profile.isError ? (
        <EmptyState icon={UserRound} title={t.loadError}>
          <Button variant="secondary" onClick={() => profile.refetch()}>
            {m.common.retry}
          </Button>
        </EmptyState>
      ) : (
        <ProfileSummary
          profile={profile.data}
          editing={editing}
          onEdit={() => setParam("edit", "1")}
          onDoneEditing={() => setParam("edit", null)}
        />
      )}
      <Tabs.Root value={tab} onValueChange={(next) => setParam("tab", next)}>
        <Tabs.List
          aria-label={m.pages.profile.tabsLabel}
          className="-mx-4 mb-6 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
        >
          {TABS.map((key) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className={cn(
                "-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-stone-600 hover:text-stone-900",
                "data-[state=active]:border-brand-700 data-[state=active]:text-brand-900",
              )}
            >
              {m.pages.profile.tabs[key]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="listings">
          <OwnListingGrid
            label={t.listingsLabel}
            filter={(item) => item.status !== "sold"}
            empty={{
              icon: Tag,
              title: t.noListings,
              action: (
                <Button asChild>
                  <Link to={paths.upload.href}>{t.listFirstItem}</Link>
                </Button>
              ),
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="transactions">
          <CompletedTransactions
            renderAction={(sale, refresh) => (
              <ReviewButton
                transactionId={sale.id}
                counterpartyName={personName(sale.counterparty.displayName)}
                productTitle={sale.product.title}
                reviewed={sale.reviewedByMe}
                onReviewed={refresh}
              />
            )}
          />
        </Tabs.Content>
        <Tabs.Content value="reviews">{user && <ReceivedReviews userId={user.id} />}</Tabs.Content>
        <Tabs.Content value="sold">
          <OwnListingGrid
            label={t.soldLabel}
            filter={(item) => item.status === "sold"}
            empty={{ icon: PackageCheck, title: t.noSold, body: t.soldBody }}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
