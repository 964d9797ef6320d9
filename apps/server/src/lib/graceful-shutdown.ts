import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import type { Logger } from "./logger";

interface Steps {
  server: Server;
  logger: Logger;
  /** Stops background work and ends the live event streams (they carry a reconnect hint). */
  endStreams: () => Promise<void>;
  /** Closes the pool, then the embedded PostgreSQL. */
  closeDatabase: () => Promise<void>;
  /** How long requests in flight get to finish. */
  deadlineMs?: number;
  /** Called first: readiness turns to 503 (lib/draining.ts). */
  beginDraining?: () => void;
  /**
   * How long the instance keeps serving, not ready, before it stops listening: long enough for the
   * load balancer's readiness checks to take it out of rotation (DRAIN_DELAY_MS).
   */
  drainDelayMs?: number;
}

/**
 * Graceful shutdown, in order: stop accepting connections; answer every request already
 * received (each answer closes its connection, so clients reconnect elsewhere or are refused
 * cleanly); end the live streams; wait for the connections to end, up to a deadline; then close
 * the pool and PostgreSQL. Only then does the process exit.
 */
export function prepareGracefulShutdown({
  server,
  logger,
  endStreams,
  closeDatabase,
  deadlineMs = 10_000,
  beginDraining,
  drainDelayMs = 0,
}: Steps) {
  const http = server;
  let draining = false;
  const open = new Set<ServerResponse>();
  // Runs before the app's own handler: an answer given while draining closes its connection.
  http.prependListener("request", (_request, response) => {
    if (draining) response.setHeader("Connection", "close");
    open.add(response);
    response.once("close", () => open.delete(response));
  });

  return async function shutdown(signal: string): Promise<void> {
    const started = Date.now();
    beginDraining?.();
    if (drainDelayMs > 0) {
      logger.info("draining: not ready, still serving", { signal, drainDelayMs });
      await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
    }
    draining = true;
    logger.info("shutting down", { signal, inFlight: open.size });
    for (const response of open) if (!response.headersSent) response.setHeader("Connection", "close");
    // net.Server's close, not http.Server's: that one also drops idle keep-alive connections at
    // once, and a client that has just sent a request on one would see it reset unanswered.
    // Idle connections end on their own keep-alive timeout, which clients know and honour first.
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(http, () => resolve()));
    await endStreams();
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), deadlineMs);
      }),
    ]);
    clearTimeout(timer);
    if (!inTime) {
      logger.warn("requests still open at the shutdown deadline; closing them", { open: open.size, deadlineMs });
      http.closeAllConnections();
    }
    await closeDatabase();
    logger.info("shut down", { signal, ms: Date.now() - started });
  };
}
