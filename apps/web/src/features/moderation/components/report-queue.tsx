import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { StaffListSection } from "@/components/ui/staff-list-section";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatDate } from "@/lib/format";
import { personName } from "@/lib/person-name";
import { type QueuedReport, useReportQueue } from "../api/report-queue";
import { reporterName } from "../reporter-name";
import { DecisionDialog } from "./decision-dialog";

/** The pending reports with Resolve and Dismiss (docs/product-rules.md#blocks-and-reports Admin dashboard; moderators too). */
export function ReportQueue({ headingLevel = "h2" }: { headingLevel?: "h1" | "h2" }) {
  const t = useMessages().moderation.queue;
  const queue = useReportQueue();
  return (
    <StaffListSection
      id="report-queue"
      title={t.title}
      headingLevel={headingLevel}
      pending={queue.isPending}
      failed={queue.isError}
      items={queue.data?.items}
      loadError={t.loadError}
      empty={{ icon: ShieldCheck, title: t.empty }}
    >
      {(report) => <ReportItem key={report.id} report={report} />}
    </StaffListSection>
  );
}

function ReportItem({ report }: { report: QueuedReport }) {
  const m = useMessages().moderation;
  const t = m.queue;
  const [decision, setDecision] = useState<"resolve" | "dismiss" | null>(null);
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t.reported}</dt>
        <dd className="font-semibold text-stone-900">{personName(report.reported.displayName)}</dd>
        <dt className="text-stone-600">{t.reporter}</dt>
        <dd>{reporterName(report.reporter, t)}</dd>
        <dt className="text-stone-600">{t.reason}</dt>
        <dd>{m.reasons[report.reason]}</dd>
        {report.product && (
          <>
            <dt className="text-stone-600">{t.listing}</dt>
            <dd>{report.product.title}</dd>
          </>
        )}
        <dt className="text-stone-600">{t.received}</dt>
        <dd>
          <time dateTime={report.createdAt}>
            {formatDate(report.createdAt, { dateStyle: "medium", timeStyle: "short" })}
          </time>
        </dd>
      </dl>
      <p className="mt-3 whitespace-pre-line text-stone-800">{report.description ?? t.noDescription}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link
            to={paths.moderationReport.href(report.id)}
            aria-label={
              report.chatId
                ? t.viewConversationOf(reporterName(report.reporter, t), personName(report.reported.displayName))
                : t.viewReportAbout(personName(report.reported.displayName))
            }
          >
            {report.chatId ? t.viewConversation : t.viewReport}
          </Link>
        </Button>
        <Button
          size="sm"
          aria-label={t.resolveOf(personName(report.reported.displayName))}
          onClick={() => setDecision("resolve")}
        >
          {t.resolve}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t.dismissOf(personName(report.reported.displayName))}
          onClick={() => setDecision("dismiss")}
        >
          {t.dismiss}
        </Button>
      </div>
      {decision && (
        <DecisionDialog report={report} decision={decision} open onOpenChange={(open) => !open && setDecision(null)} />
      )}
    </li>
  );
}
