/**
 * Log lines for stdout, written together at most every FLUSH_AFTER_MS. Node writes to a file or
 * a pipe synchronously, one system call per write; under load the access log's line per request
 * was one of the server's busiest calls, and a write per turn of the event loop still came to
 * many writes a second (docs/decisions/0027 has the counts). Lines now wait up to 50 ms and go
 * out in one write, and whatever is still waiting when the process exits is written on its way
 * out. Warnings and errors do not wait: they go to stderr at once (logger.ts).
 */
export interface LineSink {
  /** Queues a whole line (ending in "\n"). */
  write(line: string): void;
  /** Writes what is queued now. */
  flush(): void;
}

/** How long a line may wait for others to go out with it. */
export const FLUSH_AFTER_MS = 50;

/** Past this many characters the queue is written at once rather than after the wait. */
const MAX_QUEUED = 64 * 1024;

export function createLineSink(out: { write(text: string): unknown }): LineSink {
  let queued = "";
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (queued === "") return;
    const text = queued;
    queued = "";
    out.write(text);
  };
  return {
    write(line) {
      queued += line;
      if (queued.length >= MAX_QUEUED) flush();
      else if (!scheduled) {
        scheduled = true;
        // Unreferenced: a process with nothing else to do exits, and writes the queue on its way out.
        setTimeout(flush, FLUSH_AFTER_MS).unref();
      }
    },
    flush,
  };
}

/**
 * The process's stdout, flushed on exit: process.exit() and a crash still write the last lines.
 * One per process, even where this module is loaded more than once (the tests load it per file).
 */
export const bufferedStdout: LineSink = stdoutSink();

function stdoutSink(): LineSink {
  const key = Symbol.for("kierto.bufferedStdout");
  const holder = globalThis as unknown as Record<symbol, LineSink | undefined>;
  if (!holder[key]) {
    const sink = createLineSink({ write: (text: string) => process.stdout.write(text) });
    process.on("exit", () => sink.flush());
    holder[key] = sink;
  }
  return holder[key];
}
