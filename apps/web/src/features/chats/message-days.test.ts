import { describe, expect, it } from "vitest";
import { loadLaterTexts } from "@/i18n";
import { formatListDate } from "./chat-dates";
import { groupByDay, sameRun } from "./message-days";

// These texts load after the first view (ADR 0021); a page awaits them before it renders.
await loadLaterTexts();

/** A local time as ISO text, so the days are the viewer's calendar days in any time zone. */
const local = (month: number, day: number, hour: number, minute = 0, year = 2026) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

const now = new Date(2026, 10, 23, 12, 0);
const mine = (createdAt: string) => ({ createdAt, mine: true });
const theirs = (createdAt: string) => ({ createdAt, mine: false });

describe("groupByDay", () => {
  it("puts a conversation under Today, Yesterday and older dated headings", () => {
    const days = groupByDay(
      [mine(local(11, 10, 9)), theirs(local(11, 22, 23, 30)), mine(local(11, 23, 0, 10)), theirs(local(11, 23, 11))],
      now,
    );
    expect(days.map((day) => day.messages.length)).toEqual([1, 1, 2]);
    // The weekday's comma depends on the ICU data the runtime carries.
    expect(days[0]?.heading).toMatch(/^Tuesday,? 10 November$/);
    expect(days.slice(1).map((day) => day.heading)).toEqual(["Yesterday", "Today"]);
  });

  it("names the year of a day in another year", () => {
    const [day] = groupByDay([mine(local(12, 31, 9, 0, 2025))], now);
    expect(day?.heading).toMatch(/^Wednesday,? 31 December 2025$/);
  });

  it("gives nothing for no messages", () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe("sameRun", () => {
  it("joins one sender's messages a few minutes apart", () => {
    expect(sameRun(mine(local(11, 23, 10, 0)), mine(local(11, 23, 10, 4)))).toBe(true);
  });

  it("splits at five minutes, at a change of sender, and at either end", () => {
    expect(sameRun(mine(local(11, 23, 10, 0)), mine(local(11, 23, 10, 5)))).toBe(false);
    expect(sameRun(mine(local(11, 23, 10, 0)), theirs(local(11, 23, 10, 1)))).toBe(false);
    expect(sameRun(undefined, mine(local(11, 23, 10, 0)))).toBe(false);
    expect(sameRun(mine(local(11, 23, 10, 0)), undefined)).toBe(false);
  });
});

describe("formatListDate", () => {
  it("shows the time today, Yesterday, the weekday this week, else the date", () => {
    expect(formatListDate(local(11, 23, 9, 5), now)).toMatch(/^09[.:]05$/);
    expect(formatListDate(local(11, 22, 9), now)).toBe("Yesterday");
    expect(formatListDate(local(11, 18, 9), now)).toBe("Wed");
    expect(formatListDate(local(11, 2, 9), now)).toBe("2 Nov");
    expect(formatListDate(local(11, 2, 9, 0, 2025), now)).toBe("2 Nov 2025");
  });
});
