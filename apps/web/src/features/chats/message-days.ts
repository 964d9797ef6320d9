import { dayKey, formatDayHeading } from "./chat-dates";

/** Messages closer together than this, from one sender, read as one run. */
const RUN_GAP_MS = 5 * 60 * 1000;

/** What grouping needs of a message: when it was sent and whether the viewer sent it. */
export interface DatedMessage {
  createdAt: string;
  mine: boolean;
}

export interface Day<M extends DatedMessage> {
  key: string;
  heading: string;
  messages: M[];
}

/** A conversation (oldest to newest) split into calendar days, each under its heading. */
export function groupByDay<M extends DatedMessage>(messages: readonly M[], now = new Date()): Day<M>[] {
  const days: Day<M>[] = [];
  for (const message of messages) {
    const key = dayKey(message.createdAt);
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, heading: formatDayHeading(message.createdAt, now), messages: [message] });
  }
  return days;
}

/** Whether two neighbouring messages read as one run: one sender, a few minutes apart. */
export function sameRun(a: DatedMessage | undefined, b: DatedMessage | undefined): boolean {
  return (
    !!a &&
    !!b &&
    a.mine === b.mine &&
    Math.abs(new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime()) < RUN_GAP_MS
  );
}
