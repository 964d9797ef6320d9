import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { type AdminJobs, useAdminJobs, useRetryJob } from "../api/admin-api";

/**
 * Background jobs (docs/decisions/0029-durable-jobs-with-pg-boss.md): how many wait, run and
 * failed in each queue, and the jobs that failed every retry with their last error, each with a
 * Retry that sends it back to its queue.
 */
export function JobQueues() {
  const m = useMessages();
  const t = m.admin.jobs;
  const jobs = useAdminJobs();
  return (
    <section aria-labelledby="admin-jobs" className="space-y-4">
      <h2 id="admin-jobs" className="text-xl font-semibold">
        {t.title}
      </h2>
      {jobs.isPending ? (
        <p className="text-stone-600">{m.common.loading}</p>
      ) : jobs.isError ? (
        <p className="text-red-700">{t.loadError}</p>
      ) : (
        <>
          <QueueTable queues={jobs.data.queues} />
          <DeadLetters letters={jobs.data.deadLetters} />
        </>
      )}
    </section>
  );
}

function QueueTable({ queues }: { queues: AdminJobs["queues"] }) {
  const t = useMessages().admin.jobs;
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.queuesLabel}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
          <tr>
            {[t.queue, t.ready, t.deferred, t.active, t.failed].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {queues.map((queue) => (
            <tr key={queue.queue}>
              <th scope="row" className="px-4 py-2 font-mono font-normal">
                {queue.queue}
              </th>
              <td className="px-4 py-2 tabular-nums">{queue.ready}</td>
              <td className="px-4 py-2 tabular-nums">{queue.deferred}</td>
              <td className="px-4 py-2 tabular-nums">{queue.active}</td>
              <td className="px-4 py-2 tabular-nums">{queue.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeadLetters({ letters }: { letters: AdminJobs["deadLetters"] }) {
  const t = useMessages().admin.jobs;
  const retry = useRetryJob();
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold">{t.deadLettersTitle}</h3>
      {letters.length === 0 ? (
        <p className="text-stone-600">{t.noDeadLetters}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
              <tr>
                {[t.failedAt, t.queue, t.attempts, t.error].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-2 font-medium">
                    {heading}
                  </th>
                ))}
                <td />
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {letters.map((letter) => {
                const when = formatDate(letter.failedAt, { dateStyle: "medium", timeStyle: "short" });
                return (
                  <tr key={letter.id}>
                    <td className="px-4 py-2 whitespace-nowrap text-stone-700">{when}</td>
                    <td className="px-4 py-2 font-mono">{letter.queue}</td>
                    <td className="px-4 py-2 tabular-nums">{letter.attempts}</td>
                    <td className="px-4 py-2 break-all text-stone-700">{letter.error}</td>
                    <td className="px-4 py-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t.retryFor(letter.queue, when)}
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(letter.id, { onSuccess: () => toast.success(t.retried) })}
                      >
                        {t.retry}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
