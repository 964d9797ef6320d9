import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger";
import { exitOnProcessFailure } from "./process-failures";

/** What the handlers wrote to stderr, each line parsed, and the exit codes they asked for. */
function handledProcess() {
  const target = new EventEmitter();
  const lines: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  const exit = vi.fn<(code: number) => void>();
  const exitNow = vi.fn<(code: number) => void>();
  exitOnProcessFailure({ logger: createLogger("info"), exit, exitNow, target });
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { target, lines, exit, exitNow, logged };
}

describe("a failure no code caught", () => {
  it("is logged as one JSON line with the error's stack, and the server exits with code 1", () => {
    const failing = handledProcess();
    failing.target.emit("uncaughtException", new TypeError("Cannot read properties of undefined"));
    expect(failing.lines).toHaveLength(1);
    expect(failing.lines[0]).toMatch(/^\{.*\}\n$/);
    expect(failing.logged()[0]).toMatchObject({
      level: "error",
      msg: "uncaught failure; exiting",
      event: "uncaughtException",
      error: {
        name: "TypeError",
        message: "Cannot read properties of undefined",
        stack: expect.stringContaining("at "),
      },
    });
    expect(failing.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(failing.exitNow).not.toHaveBeenCalled();
  });

  it("includes a promise rejected with no handler, whatever it was rejected with", () => {
    const failing = handledProcess();
    failing.target.emit("unhandledRejection", "a plain string, not an Error");
    expect(failing.logged()).toEqual([
      expect.objectContaining({ level: "error", event: "unhandledRejection", error: "a plain string, not an Error" }),
    ]);
    expect(failing.exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it("that happens again during the first one's shutdown is logged too, and ends the process at once", () => {
    const failing = handledProcess();
    failing.target.emit("unhandledRejection", new Error("first"));
    failing.target.emit("uncaughtException", new Error("second"));
    expect(failing.logged().map((line) => line.msg)).toEqual([
      "uncaught failure; exiting",
      "another uncaught failure while shutting down; exiting now",
    ]);
    expect(failing.exit).toHaveBeenCalledTimes(1);
    expect(failing.exitNow).toHaveBeenCalledExactlyOnceWith(1);
  });
});
