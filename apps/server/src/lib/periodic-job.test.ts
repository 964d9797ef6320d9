import { afterEach, describe, expect, it, vi } from "vitest";
import { createRecordingLogger } from "../../test/recording-logger";
import { startPeriodicJob } from "./periodic-job";

afterEach(() => {
  vi.useRealTimers();
});

describe("a periodic job", () => {
  it("runs at once and then on every tick, logging what it handled, until stopped", async () => {
    vi.useFakeTimers();
    const logger = createRecordingLogger();
    const counts = [2, 0, 1];
    const run = vi.fn(async () => counts.shift() ?? 0);
    const stop = startPeriodicJob({ name: "test sweep", run, intervalMs: 1_000, logger });

    await vi.advanceTimersByTimeAsync(2_500);
    expect(run).toHaveBeenCalledTimes(3);
    expect(logger.lines).toEqual([
      { level: "info", msg: "test sweep done", fields: { count: 2 } },
      { level: "info", msg: "test sweep done", fields: { count: 1 } },
    ]);

    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("skips a tick while the run before is still going, rather than piling runs up", async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const run = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          finish = () => resolve(0);
        }),
    );
    const stop = startPeriodicJob({ name: "slow sweep", run, intervalMs: 1_000, logger: createRecordingLogger() });

    await vi.advanceTimersByTimeAsync(3_500);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it("logs a failed run and tries again on the next tick", async () => {
    vi.useFakeTimers();
    const logger = createRecordingLogger();
    const failure = new Error("connection refused");
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(0);
    const stop = startPeriodicJob({ name: "flaky sweep", run, intervalMs: 1_000, logger });

    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.lines).toEqual([{ level: "error", msg: "flaky sweep failed", fields: { error: failure } }]);
    stop();
  });
});
