import { locale, useMessages } from "@/i18n";
import { useAdminStats } from "../api/admin-api";

const KEYS = ["totalUsers", "totalProducts", "totalTransactions", "totalReviews", "pendingReports"] as const;

/** docs/product-rules.md#roles-and-admin Admin dashboard: five stat cards. */
export function StatCards() {
  const m = useMessages();
  const t = m.admin;
  const stats = useAdminStats();
  if (stats.isError) return <p className="text-red-700">{t.statsError}</p>;
  return (
    <section aria-label={t.statsLabel}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {KEYS.map((key) => (
          <div key={key} className="rounded-2xl border border-stone-200 bg-white p-4">
            <dt className="text-sm text-stone-600">{t.stats[key]}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900">
              {stats.data ? stats.data[key].toLocaleString(locale) : m.common.loading}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
