import type { Logger } from "./logger";

type FailureEvent = "uncaughtException" | "unhandledRejection";

interface ProcessFailureOptions {
  logger: Logger;
  /**
   * Ends the process with this exit code; called once, for the first failure. The server shuts
   * down what it can (PostgreSQL above all) before it exits.
   */
  exit: (code: number) => void;
  /** Ends the process at once: a second failure, while the first one's shutdown runs. */
  exitNow?: (code: number) => void;
  /** The process whose failures are handled; a test passes its own emitter. */
  target?: { on(event: FailureEvent, listener: (reason: unknown) => void): unknown };
}

/** The exit code of a server that failed in a way no code of ours caught. */
export const FAILURE_EXIT_CODE = 1;

/**
 * An error nothing caught (a throw in a timer, a promise rejected with no handler) leaves the
 * process in a state no code of ours planned for. It is written as one JSON line through the
 * logger, like every other line a log collector reads, and the process exits non-zero so that its
 * supervisor (systemd, a container runtime) starts a fresh one. Without these handlers Node
 * prints a plain-text trace instead, and a rejection takes the process down with no line of ours.
 */
export function exitOnProcessFailure({
  logger,
  exit,
  exitNow = (code) => process.exit(code),
  target = process,
}: ProcessFailureOptions): void {
  let failed = false;
  const fail = (event: FailureEvent) => (reason: unknown) => {
    logger.error(failed ? "another uncaught failure while shutting down; exiting now" : "uncaught failure; exiting", {
      event,
      error: reason,
    });
    if (failed) return exitNow(FAILURE_EXIT_CODE);
    failed = true;
    exit(FAILURE_EXIT_CODE);
  };
  target.on("uncaughtException", fail("uncaughtException"));
  target.on("unhandledRejection", fail("unhandledRejection"));
}
