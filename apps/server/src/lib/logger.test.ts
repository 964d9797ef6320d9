import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it, vi } from "vitest";
import { createLineSink, FLUSH_AFTER_MS } from "./log-lines";
import { createLogger } from "./logger";

function logged(write: () => void): Record<string, unknown> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    write();
  } finally {
    spy.mockRestore();
  }
  return JSON.parse(lines.join(""));
}

describe("an error in the log", () => {
  it("carries PostgreSQL's code and message but not the query's parameters", () => {
    const cause = Object.assign(new Error('new row for relation "products" violates check constraint'), {
      code: "23514",
      constraint: "products_price_range",
      table: "products",
      detail: "Failing row contains (secret text, someone@example.test).",
    });
    const error = new DrizzleQueryError(
      "insert into products (title, email) values ($1, $2)",
      ["my secret title", "someone@example.test"],
      cause,
    );
    const line = logged(() => createLogger("error").error("request failed", { error }));
    const text = JSON.stringify(line);
    expect(text).not.toContain("someone@example.test");
    expect(text).not.toContain("my secret title");
    expect(line.error).toMatchObject({
      message: expect.stringContaining("params: [redacted]"),
      cause: {
        code: "23514",
        constraint: "products_price_range",
        message: expect.stringContaining("check constraint"),
      },
    });
  });
});

describe("a log line", () => {
  it("reads level, time, the logger's fields, the line's own and the message", () => {
    const logger = createLogger("info").child({ requestId: "r-12345678" }).child({ userId: "u1" });
    const text = JSON.stringify(logged(() => logger.warn("slow", { ms: 12, path: "/api/products" })));
    expect(text).toMatch(
      /^\{"level":"warn","time":"\d{4}-\d\d-\d\dT[\d:.]+Z","requestId":"r-12345678","userId":"u1","ms":12,"path":"\/api\/products","msg":"slow"\}$/,
    );
  });

  it("lets a line's field win over the logger's own", () => {
    const logger = createLogger("info").child({ requestId: "r1", userId: "before" });
    const line = logged(() => logger.warn("signed in", { userId: "after", ms: 1 }));
    expect(line).toMatchObject({ requestId: "r1", userId: "after", ms: 1, msg: "signed in" });
  });

  it("writes nothing below its level, and leaves out fields without a value", () => {
    const spy = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      createLogger("error").warn("ignored");
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    const line = logged(() => createLogger("warn").warn("guest", { userId: undefined }));
    expect(Object.keys(line)).toEqual(["level", "time", "msg"]);
  });

  it("hides secrets and session headers wherever a caller put them", () => {
    const line = logged(() =>
      createLogger("warn").warn("odd request", {
        password: "hunter2",
        body: { token: "t-123", secret: "s-456" },
        headers: { authorization: "Bearer abc", "set-cookie": "session=xyz", accept: "text/html" },
      }),
    );
    const text = JSON.stringify(line);
    for (const hidden of ["hunter2", "t-123", "s-456", "Bearer abc", "session=xyz"]) expect(text).not.toContain(hidden);
    expect(line).toMatchObject({ password: "[redacted]", headers: { accept: "text/html" } });
  });

  it("describes an error under any field name, not as an empty object", () => {
    const line = logged(() => createLogger("warn").warn("retrying", { cause: new Error("carrier timed out") }));
    expect(line.cause).toMatchObject({ name: "Error", message: "carrier timed out" });
  });

  it("sends info lines to stdout together, a moment later", async () => {
    const writes: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      writes.push(String(chunk));
      return true;
    });
    try {
      const logger = createLogger("info").child({ requestId: "r1" });
      logger.info("request", { status: 200 });
      logger.info("request", { status: 404 });
      expect(writes).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, FLUSH_AFTER_MS + 10));
    } finally {
      spy.mockRestore();
    }
    expect(writes).toHaveLength(1);
    const lines = (writes[0] ?? "")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.status)).toEqual([200, 404]);
  });
});

describe("the line queue", () => {
  it("writes queued lines after a moment, at once past its size, and on flush", async () => {
    const writes: string[] = [];
    const sink = createLineSink({ write: (text: string) => writes.push(text) });
    sink.write("a\n");
    sink.write("b\n");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, FLUSH_AFTER_MS + 10));
    expect(writes).toEqual(["a\nb\n"]);

    const long = `${"x".repeat(64 * 1024)}\n`;
    sink.write(long);
    expect(writes).toEqual(["a\nb\n", long]);

    sink.write("c\n");
    sink.flush();
    expect(writes.at(-1)).toBe("c\n");
    await new Promise((resolve) => setTimeout(resolve, FLUSH_AFTER_MS + 10));
    expect(writes).toHaveLength(3);
  });
});
