import { ArrowLeft, MessageSquareOff } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeading } from "@/components/ui/page-heading";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { personName } from "@/lib/person-name";
import { useReport } from "../api/report-queue";
import { reporterName } from "../reporter-name";

/** The kept copy of a reported conversation, read-only, for the moderator deciding the report. */
export function ReportedConversation({ reportId }: { reportId: string }) {
  const m = useMessages();
  const t = m.moderation;
  const report = useReport(reportId);
  if (report.isPending) return <p className="text-stone-600">{m.common.loading}</p>;
  if (report.isError) return <EmptyState icon={MessageSquareOff} title={t.conversation.notFound} titleAs="h1" />;
  const { data } = report;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.moderation.href}>
          <ArrowLeft aria-hidden className="size-4" />
          {t.conversation.back}
        </Link>
      </Button>
      <PageHeading title={t.conversation.title} />
      <p className="text-sm text-stone-700">
        {t.queue.reported}: <strong>{personName(data.reported.displayName)}</strong> · {t.queue.reporter}:{" "}
        <strong>{reporterName(data.reporter, t.queue)}</strong> · {t.queue.reason}: {t.reasons[data.reason]}
        {data.product && ` · ${t.queue.listing}: ${data.product.title}`}
      </p>
      <p className="text-sm text-stone-600">{t.conversation.readOnly}</p>
      {data.messages.length === 0 ? (
        <EmptyState icon={MessageSquareOff} title={t.conversation.empty} />
      ) : (
        <ol className="space-y-2 rounded-2xl border border-stone-200 bg-stone-50 p-4">
          {data.messages.map((message) => {
            const fromReported = message.senderId === data.reported.id;
            return (
              <li
                key={message.id}
                className={cn(
                  "max-w-[85%] rounded-2xl px-3 py-2",
                  fromReported
                    ? "bg-amber-100 text-stone-900"
                    : "ml-auto bg-white text-stone-900 ring-1 ring-stone-200",
                )}
              >
                <p className="text-xs font-semibold text-stone-700">
                  {personName(message.senderName)} ·{" "}
                  <time dateTime={message.createdAt}>
                    {formatDate(message.createdAt, { dateStyle: "short", timeStyle: "short" })}
                  </time>
                </p>
                <p className="whitespace-pre-line">{message.content}</p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
