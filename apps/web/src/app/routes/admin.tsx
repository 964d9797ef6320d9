import { Link } from "react-router";
import { PageHeading } from "@/components/ui/page-heading";
import { paths } from "@/config/paths";
import { AuditLog } from "@/features/admin/components/audit-log";
import { JobQueues } from "@/features/admin/components/job-queues";
import { StatCards } from "@/features/admin/components/stat-cards";
import { UserTable } from "@/features/admin/components/user-table";
import { CaseAppealQueue } from "@/features/cases/components/case-appeal-queue";
import { CaseQueue, type SuspensionTool } from "@/features/cases/components/case-queue";
import { AppealQueue } from "@/features/moderation/components/appeal-queue";
import { CaseRecordSuspension } from "@/features/moderation/components/case-record-suspension";
import { ReportQueue } from "@/features/moderation/components/report-queue";
import { SuspendedAccounts } from "@/features/moderation/components/suspended-accounts";
import { useMessages } from "@/i18n";

/** docs/product-rules.md#roles-and-admin Admin dashboard (admins only): figures, users and roles, pending reports, the audit log, and the background jobs. */
export function Component() {
  const messages = useMessages();
  const m = messages.pages;
  return (
    <div className="space-y-10">
      <PageHeading title={m.admin.title}>
        <Link to={paths.adminFinance.href} className="mt-2 inline-block text-sm underline">
          {messages.finance.link}
        </Link>
      </PageHeading>
      <StatCards />
      <UserTable />
      <ReportQueue />
      <CaseQueue suspensionTool={caseRecordSuspension} />
      <CaseAppealQueue />
      <AppealQueue />
      <SuspendedAccounts />
      <AuditLog />
      <JobQueues />
    </div>
  );
}

const caseRecordSuspension: SuspensionTool = (person, reason) => (
  <CaseRecordSuspension person={person} reason={reason} />
);
