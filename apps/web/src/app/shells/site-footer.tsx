import { Link } from "react-router";
import { paths } from "@/config/paths";
import { LanguageSelect } from "@/features/language/components/language-select";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";

/**
 * Links every information page, in both shells. Under a shell, phones get room for the
 * bottom tab bar; a page without the bar (the landing page) passes `tabBarSpace={false}`.
 */
export function SiteFooter({ tabBarSpace = true }: { tabBarSpace?: boolean }) {
  const m = useMessages().shell.footer;
  const links = [
    [paths.about.href, m.about],
    [paths.howItWorks.href, m.howItWorks],
    [paths.faq.href, m.faq],
    [paths.contact.href, m.contact],
    [paths.terms.href, m.terms],
    [paths.privacy.href, m.privacy],
    [paths.disputePolicy.href, m.disputePolicy],
  ] as const;
  return (
    <footer className={cn("mt-16 border-t border-stone-200 bg-white", tabBarSpace && "pb-24 md:pb-0")}>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label={m.navLabel}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="text-stone-700 hover:text-brand-800 hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-stone-600">{m.copyright(new Date().getFullYear())}</p>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
