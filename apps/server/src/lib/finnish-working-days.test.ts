import { describe, expect, it } from "vitest";
import {
  easterSunday,
  endOfHelsinkiDay,
  extendByWorkingDays,
  finnishDaysOff,
  helsinkiDateOf,
  isFinnishWorkingDay,
  workingDaysAfter,
} from "./finnish-working-days";

describe("the Finnish working-day calendar", () => {
  it("computes Easter Sunday", () => {
    expect([2019, 2024, 2025, 2026, 2027, 2038].map(easterSunday)).toEqual([
      "2019-04-21",
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2038-04-25",
    ]);
  });

  it("knows the days off of 2026, Easter's, Ascension's and Midsummer's moving with the calendar", () => {
    expect(finnishDaysOff(2026).map((day) => day.date)).toEqual([
      "2026-01-01",
      "2026-01-06",
      "2026-04-03",
      "2026-04-05",
      "2026-04-06",
      "2026-05-01",
      "2026-05-14",
      "2026-06-19",
      "2026-06-20",
      "2026-12-06",
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
    ]);
    // Midsummer Eve is the Friday between 19 and 25 June.
    expect(finnishDaysOff(2025).find((day) => day.name === "Juhannusaatto")?.date).toBe("2025-06-20");
    expect(finnishDaysOff(2027).find((day) => day.name === "Juhannusaatto")?.date).toBe("2027-06-25");
  });

  it("counts neither weekends nor holidays as working days", () => {
    expect(isFinnishWorkingDay("2026-11-26")).toBe(true);
    expect(isFinnishWorkingDay("2026-11-28")).toBe(false);
    expect(isFinnishWorkingDay("2026-11-29")).toBe(false);
    expect(isFinnishWorkingDay("2026-12-24")).toBe(false);
    expect(isFinnishWorkingDay("2026-04-06")).toBe(false);
  });

  it("ends a day at Helsinki's midnight, summer and winter", () => {
    expect(endOfHelsinkiDay("2026-01-15").toISOString()).toBe("2026-01-15T22:00:00.000Z");
    expect(endOfHelsinkiDay("2026-07-15").toISOString()).toBe("2026-07-15T21:00:00.000Z");
    // The nights the clocks turn.
    expect(endOfHelsinkiDay("2026-03-28").toISOString()).toBe("2026-03-28T22:00:00.000Z");
    expect(endOfHelsinkiDay("2026-03-29").toISOString()).toBe("2026-03-29T21:00:00.000Z");
    expect(endOfHelsinkiDay("2026-10-24").toISOString()).toBe("2026-10-24T21:00:00.000Z");
    expect(endOfHelsinkiDay("2026-10-25").toISOString()).toBe("2026-10-25T22:00:00.000Z");
  });

  it("reads an instant's date in Helsinki, not in UTC", () => {
    expect(helsinkiDateOf(new Date("2026-11-27T22:30:00Z"))).toBe("2026-11-28");
    expect(helsinkiDateOf(new Date("2026-11-27T21:59:59Z"))).toBe("2026-11-27");
  });

  it("gives five working days across Christmas and New Year", () => {
    // Paid on Wednesday 23 December: 24-27 off, 28-31 count, 1-3 January off, Monday 4 January is the fifth.
    expect(workingDaysAfter(new Date("2026-12-23T10:00:00Z"), 5).toISOString()).toBe("2027-01-04T22:00:00.000Z");
  });

  it("gives five working days across Easter", () => {
    // Paid on Maundy Thursday: Good Friday to Easter Monday off; Tuesday 7 April is the first.
    expect(workingDaysAfter(new Date("2026-04-02T11:00:00Z"), 5).toISOString()).toBe("2026-04-13T21:00:00.000Z");
  });

  it("gives five working days across Midsummer", () => {
    // Paid on Wednesday 17 June: Thursday counts, Midsummer Eve and the weekend do not.
    expect(workingDaysAfter(new Date("2026-06-17T09:00:00Z"), 5).toISOString()).toBe("2026-06-25T21:00:00.000Z");
  });

  it("counts from the Helsinki date of a payment made late in the evening", () => {
    // 23:30 on Friday in Helsinki is still Friday: Monday is the first working day, Friday the fifth.
    expect(workingDaysAfter(new Date("2026-11-27T21:30:00Z"), 5).toISOString()).toBe("2026-12-04T22:00:00.000Z");
    // 00:30 on Saturday in Helsinki: the same Monday first, and the same deadline.
    expect(workingDaysAfter(new Date("2026-11-27T22:30:00Z"), 5).toISOString()).toBe("2026-12-04T22:00:00.000Z");
  });

  it("extends a deadline by three or five more working days, past Independence Day", () => {
    // Paid on Monday 29 November 2027: Monday 6 December is Independence Day, so Tuesday 7 is the fifth.
    const deadline = workingDaysAfter(new Date("2027-11-29T10:00:00Z"), 5);
    expect(helsinkiDateOf(new Date(deadline.getTime() - 1))).toBe("2027-12-07");
    expect(extendByWorkingDays(deadline, 3).toISOString()).toBe("2027-12-10T22:00:00.000Z");
    expect(extendByWorkingDays(deadline, 5).toISOString()).toBe("2027-12-14T22:00:00.000Z");
  });
});
