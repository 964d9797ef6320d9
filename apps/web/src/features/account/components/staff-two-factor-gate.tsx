import { Link } from "react-router";
import { PageHeading } from "@/components/ui/page-heading";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";

/**
 * What a moderator or admin sees instead of the staff pages while the server requires their
 * second factor and they have none (ADR 0034): why, and the way to the settings to set it up.
 */
export function StaffTwoFactorGate() {
  const t = useMessages().account.twoFactor;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageHeading title={t.staffGateTitle} />
      <p className="text-stone-700">{t.staffGateBody}</p>
      <Link
        to={`${paths.settings.href}#two-factor`}
        className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t.staffGateLink}
      </Link>
    </div>
  );
}
