import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { isAlive } from "../../src/db/embedded/orphan";
import { killLeftovers, type ServerProcess, startServer, temporaryDataDir } from "./server-process";

const failOnSignal = fileURLToPath(new URL("./fail-on-signal.mjs", import.meta.url));

let folder: ReturnType<typeof temporaryDataDir> | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  if (folder) await killLeftovers(server, folder.dataDir);
  folder?.remove();
  server = undefined;
  folder = undefined;
});

function parsed(line: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

describe("the running server, after a failure no code of its own catches", () => {
  it.each([
    ["an exception thrown in a callback", "exception", "uncaughtException", "a throw nobody caught"],
    ["a promise rejected with no handler", "rejection", "unhandledRejection", "a rejection nobody handled"],
  ])(
    "logs %s as one JSON line, stops its PostgreSQL and exits with code 1",
    async (_label, failWith, event, message) => {
      folder = temporaryDataDir();
      server = await startServer(folder.dataDir, { NODE_OPTIONS: `--import=${failOnSignal}`, FAIL_WITH: failWith });
      const postgres = server.postgresPid();
      server.child.kill("SIGUSR2");

      expect(await server.exited).toEqual({ code: 1, signal: null });
      const failures = server.output.map(parsed).filter((line) => line?.msg === "uncaught failure; exiting");
      expect(failures).toEqual([
        expect.objectContaining({ level: "error", event, error: expect.objectContaining({ name: "Error", message }) }),
      ]);
      // Node's own plain-text report of the failure is not printed beside ours.
      expect(server.output.filter((line) => !parsed(line) && line.includes(message))).toEqual([]);
      expect(isAlive(postgres)).toBe(false);
    },
  );
});
