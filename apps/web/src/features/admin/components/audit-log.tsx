import { Button } from "@/components/ui/button";
import { messages, useMessages } from "@/i18n";
import { formatDate } from "@/lib/format";
import { type AuditEntry, useAuditLog } from "../api/admin-api";

/** Who did what, on whom, when and why: every moderator and admin action, newest first, 100 at a time. */
export function AuditLog() {
  const m = useMessages();
  const t = m.admin.audit;
  const audit = useAuditLog();
  return (
    <section aria-labelledby="admin-audit" className="space-y-4">
      <h2 id="admin-audit" className="text-xl font-semibold">
        {t.title}
      </h2>
      {audit.isPending ? (
        <p className="text-stone-600">{m.common.loading}</p>
      ) : audit.isError ? (
        <p className="text-red-700">{t.loadError}</p>
      ) : audit.data.pages[0]?.items.length === 0 ? (
        <p className="text-stone-600">{t.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
              <tr>
                {[t.when, t.who, t.what, t.onWhom, t.why].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-2 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {audit.data.pages
                .flatMap((page) => page.items)
                .map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-4 py-2 whitespace-nowrap text-stone-700">
                      {formatDate(entry.createdAt, { dateStyle: "medium", timeStyle: "short" })}
                    </td>
                    <td className="px-4 py-2">{entry.actor?.displayName ?? t.someone}</td>
                    <td className="px-4 py-2">{describe(entry)}</td>
                    <td className="px-4 py-2">{entry.target?.displayName ?? t.someone}</td>
                    <td className="px-4 py-2 text-stone-700">{entry.reason}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
      {audit.hasNextPage && (
        <Button variant="secondary" size="sm" disabled={audit.isFetchingNextPage} onClick={() => audit.fetchNextPage()}>
          {audit.isFetchingNextPage ? t.loadingMore : t.loadMore}
        </Button>
      )}
    </section>
  );
}

function describe(entry: AuditEntry): string {
  const m = messages.admin;
  const roleName = (value: string | null | undefined) =>
    value && value in m.roles ? m.roles[value as keyof typeof m.roles] : null;
  switch (entry.action) {
    case "role_changed":
      return m.audit.actions.role_changed(roleName(entry.details.from), roleName(entry.details.to));
    case "report_resolved":
      return m.audit.actions.report_resolved(entry.details.action ?? null);
    case "report_dismissed":
      return m.audit.actions.report_dismissed();
    case "suspension_lifted":
      return m.audit.actions.suspension_lifted();
    case "appeal_decided":
      return m.audit.actions.appeal_decided(entry.details.outcome ?? null);
    case "two_factor_reset":
      return m.audit.actions.two_factor_reset();
    case "sale_refunded":
      return m.audit.actions.sale_refunded();
    case "case_decided":
      return m.audit.actions.case_decided();
  }
}
