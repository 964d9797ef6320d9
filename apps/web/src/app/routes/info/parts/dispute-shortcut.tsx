import { useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { myTransactionsQuery } from "@/features/my-items/api/get-my-transactions";
import { contactContent } from "@/i18n/content/contact";

/**
 * Under the contact form's dispute category: a signed-in buyer whose purchase can still be
 * reported (delivered, its confirmation window running) or already is (disputed) is pointed to
 * the sale's page, where buyer protection holds the payment and the case has its deadlines.
 */
export function DisputeShortcut() {
  const { user } = useSession();
  const mine = useQuery({ ...myTransactionsQuery, enabled: user !== null });
  const t = contactContent.disputeShortcut;
  const sales = (mine.data?.pending ?? []).filter(
    (sale) => sale.role === "buyer" && (sale.state === "delivered" || sale.state === "disputed"),
  );
  if (sales.length === 0) return null;
  return (
    <section aria-labelledby="dispute-shortcut" className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <h2 id="dispute-shortcut" className="flex items-center gap-2 font-semibold text-stone-900">
        <ShieldCheck aria-hidden className="size-5 text-brand-700" />
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.body}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {sales.map((sale) => (
          <li key={sale.id}>
            <Link className="font-medium text-brand-800 underline" to={`${paths.sale.href(sale.id)}#report`}>
              {sale.state === "disputed" ? t.open(sale.product.title) : t.report(sale.product.title)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
