import { hc } from "hono/client";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { ApiType } from "../../src/app";
import { isAlive } from "../../src/db/embedded/orphan";
import { killLeftovers, type ServerProcess, startServer, temporaryDataDir, waitFor } from "./server-process";

// One data folder for the file: creating a cluster is the slow part of a start.
const folder = temporaryDataDir();
let server: ServerProcess | undefined;

afterEach(async () => {
  await killLeftovers(server, folder.dataDir);
  server = undefined;
});
afterAll(() => folder.remove());

/** The typed API client of the server process at `url`. */
const apiAt = (url: string) => hc<ApiType>(`${url}/api`);

async function health(url: string) {
  const response = await apiAt(url).health.$get();
  return { status: response.status, body: await response.json() };
}

describe("the embedded PostgreSQL under supervision", () => {
  it("is started again after kill -9, and the API answers 503 meanwhile and 200 after, never 500", async () => {
    server = await startServer(folder.dataDir);
    const { url } = server;
    expect(await health(url)).toEqual({
      status: 200,
      body: { status: "ok", database: "ok", embeddedDatabase: "running" },
    });
    const first = server.postgresPid();

    process.kill(first, "SIGKILL");
    const started = Date.now();
    const states = new Set<string>();
    const feedStatuses = new Set<number>();
    let last = "nothing yet";
    const back = waitFor("the database to be back", async () => {
      const [check, feed] = await Promise.all([health(url), apiAt(url).products.$get({ query: {} })]);
      states.add(`${check.status} ${check.body.embeddedDatabase}`);
      feedStatuses.add(feed.status);
      last = `health ${check.status} ${JSON.stringify(check.body)}, feed ${feed.status} ${await feed.text()}`;
      return check.status === 200 && feed.status === 200 ? true : undefined;
    });
    await back.catch((error: unknown) => {
      const { exitCode, signalCode } = server?.child ?? {};
      const output = server?.output.slice(-30).join("\n");
      throw new Error(
        `${String(error)}; last seen: ${last}; server exit ${exitCode ?? signalCode}; its output:\n${output}`,
        {
          cause: error,
        },
      );
    });
    const recoveredMs = Date.now() - started;

    // The outage answers 503; whether a poll lands while the supervisor says "restarting" depends
    // on how fast PostgreSQL comes back (often within one poll), so the restart itself is proven
    // by the new process and the log line below.
    expect([...states].some((state) => state.startsWith("503 "))).toBe(true);
    expect(states).toContain("200 running");
    expect([...feedStatuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(server.postgresPid()).not.toBe(first);
    // Info lines reach stdout up to 50 ms after they are logged (lib/log-lines.ts), so the line
    // may still be on its way when the feed already answers 200.
    const log = server;
    await waitFor(
      "the restart in the log",
      async () => (log.output.join("\n").includes("embedded postgres restarted") ? true : undefined),
      2_000,
    ).catch(() => undefined);
    expect(server.output.join("\n")).toContain("embedded postgres restarted");
    console.info(`embedded PostgreSQL back ${recoveredMs} ms after kill -9; states seen: ${[...states].join(", ")}`);
  });

  it("stops the PostgreSQL that a killed server left running, and starts on the same data folder", async () => {
    server = await startServer(folder.dataDir);
    const orphan = server.postgresPid();

    server.child.kill("SIGKILL");
    await server.exited;
    // The postmaster outlives its server and holds the data folder.
    expect(isAlive(orphan)).toBe(true);

    server = await startServer(folder.dataDir);
    expect(isAlive(orphan)).toBe(false);
    expect(server.postgresPid()).not.toBe(orphan);
    expect(server.output.join("\n")).toContain("stopping the embedded PostgreSQL a previous server left running");
    expect((await health(server.url)).status).toBe(200);

    const postgres = server.postgresPid();
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(postgres)).toBe(false);
  });
});
