import { describe, expect, it } from "vitest";
import { formatLastSeen } from "./format";

const now = Date.UTC(2026, 10, 23, 12, 0);
const before = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;

describe("formatLastSeen", () => {
  it("says Unknown for someone never seen", () => {
    expect(formatLastSeen(null, now)).toBe("Unknown");
  });

  it("says Online under five minutes", () => {
    expect(formatLastSeen(before(0), now)).toBe("Online");
    expect(formatLastSeen(before(5 * MINUTE - 1), now)).toBe("Online");
  });

  it("counts whole minutes under an hour, then whole hours under a day", () => {
    expect(formatLastSeen(before(5 * MINUTE), now)).toBe("5m ago");
    expect(formatLastSeen(before(59 * MINUTE + 59_000), now)).toBe("59m ago");
    expect(formatLastSeen(before(60 * MINUTE), now)).toBe("1h ago");
    expect(formatLastSeen(before(24 * 60 * MINUTE - 1), now)).toBe("23h ago");
  });

  it("gives the month and day from a day on", () => {
    expect(formatLastSeen("2026-11-01T12:00:00.000Z", now)).toBe("1 Nov");
  });
});
