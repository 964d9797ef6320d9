import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import { useBlockedPeople, useUnblock } from "../api/account-api";

/** The people I blocked, each with Unblock (docs/product-rules.md#blocks-and-reports). */
export function BlockedList() {
  const t = useMessages().account.blocks;
  const blocks = useBlockedPeople();
  const unblock = useUnblock();
  return (
    <section aria-labelledby="blocked-people" className="space-y-4">
      <h2 id="blocked-people" className="text-lg font-semibold">
        {t.title}
      </h2>
      {blocks.isError ? (
        <p className="text-red-700">{t.loadError}</p>
      ) : blocks.data && blocks.data.items.length === 0 ? (
        <p className="text-stone-600">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {blocks.data?.items.map((person) => (
            <li key={person.userId} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="flex items-center gap-3">
                <Avatar name={person.displayName} url={person.avatarUrl} size="sm" />
                {person.displayName}
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t.unblockOf(person.displayName)}
                disabled={unblock.isPending}
                onClick={() => unblock.mutate(person.userId, { onSuccess: () => toast.success(t.unblocked) })}
              >
                {t.unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
