import { PageHeading } from "@/components/ui/page-heading";
import { CaseAppealQueue } from "@/features/cases/components/case-appeal-queue";
import { CaseQueue, type SuspensionTool } from "@/features/cases/components/case-queue";
import { AppealQueue } from "@/features/moderation/components/appeal-queue";
import { CaseRecordSuspension } from "@/features/moderation/components/case-record-suspension";
import { ReportQueue } from "@/features/moderation/components/report-queue";
import { SuspendedAccounts } from "@/features/moderation/components/suspended-accounts";
import { useMessages } from "@/i18n";

/** The moderation queue for moderators and admins. */
export function Component() {
  const t = useMessages().moderation.queue;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeading title={t.pageTitle} />
      <ReportQueue />
      <CaseQueue suspensionTool={caseRecordSuspension} />
      <CaseAppealQueue />
      <AppealQueue />
      <SuspendedAccounts />
    </div>
  );
}

const caseRecordSuspension: SuspensionTool = (person, reason) => (
  <CaseRecordSuspension person={person} reason={reason} />
);
