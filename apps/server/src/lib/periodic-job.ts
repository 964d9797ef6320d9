import type { Logger } from "./logger";

export interface PeriodicJob {
  /** Named in the log lines, e.g. "checkout sweep". */
  name: string;
  /** One run; returns how many things it handled (logged when more than none). */
  run: () => Promise<number>;
  intervalMs: number;
  logger: Logger;
}

/**
 * Runs a job now and then every `intervalMs` inside this instance: a run never overlaps the one
 * before (a slow database makes the next tick wait, not pile up), a failed run is logged and the
 * next tick tries again, and the timer never keeps the process alive on its own.
 * Returns the function that stops it.
 */
export function startPeriodicJob({ name, run, intervalMs, logger }: PeriodicJob): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const count = await run();
      if (count > 0) logger.info(`${name} done`, { count });
    } catch (error) {
      logger.error(`${name} failed`, { error });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
