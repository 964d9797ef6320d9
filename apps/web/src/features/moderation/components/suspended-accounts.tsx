import { UserCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { StaffListSection } from "@/components/ui/staff-list-section";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { appealsContent } from "@/i18n/content/appeals";
import { formatDate } from "@/lib/format";
import { personName } from "@/lib/person-name";
import { type Suspension, useSuspensions } from "../api/suspensions";
import { LiftSuspensionDialog } from "./lift-suspension-dialog";

/** The suspended accounts, each with its ground, the deciding report and Lift suspension. */
export function SuspendedAccounts() {
  const t = appealsContent.suspensions;
  const suspensions = useSuspensions();
  return (
    <StaffListSection
      id="suspended-accounts"
      title={t.title}
      pending={suspensions.isPending}
      failed={suspensions.isError}
      items={suspensions.data?.items}
      loadError={t.loadError}
      empty={{ icon: UserCheck, title: t.empty }}
    >
      {(suspension) => <SuspendedAccount key={suspension.user.id} suspension={suspension} />}
    </StaffListSection>
  );
}

function SuspendedAccount({ suspension }: { suspension: Suspension }) {
  const m = useMessages().moderation;
  const t = appealsContent.suspensions;
  const [lifting, setLifting] = useState(false);
  const name = personName(suspension.user.displayName);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="text-sm">
        <p className="font-semibold text-stone-900">{name}</p>
        <p className="text-stone-700">
          {t.since(
            formatDate(suspension.suspendedAt, { dateStyle: "medium", timeStyle: "short" }),
            suspension.reason ? m.reasons[suspension.reason] : null,
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {suspension.reportId && (
          <Button asChild variant="secondary" size="sm">
            <Link to={paths.moderationReport.href(suspension.reportId)} aria-label={t.reportOf(name)}>
              {t.report}
            </Link>
          </Button>
        )}
        <Button size="sm" aria-label={t.liftOf(name)} onClick={() => setLifting(true)}>
          {t.lift}
        </Button>
      </div>
      {lifting && (
        <LiftSuspensionDialog
          userId={suspension.user.id}
          name={name}
          open
          onOpenChange={(open) => !open && setLifting(false)}
        />
      )}
    </li>
  );
}
