import { statSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { killLeftovers, type ServerProcess, serverBundle, startServer, temporaryDataDir } from "./server-process";

const folder = temporaryDataDir();
let server: ServerProcess | undefined;
afterAll(async () => {
  await killLeftovers(server, folder.dataDir);
  folder.remove();
});

/** The fields of the server's "Kierto is ready" line. */
function readyLine(output: string[]): { phases: Record<string, number>; sinceProcessStartMs: number } {
  const line = output.find((entry) => entry.includes('"msg":"Kierto is ready"'));
  if (!line) throw new Error(`no ready line in:\n${output.join("\n")}`);
  return JSON.parse(line);
}

async function stop(running: ServerProcess) {
  running.child.kill("SIGTERM");
  expect(await running.exited).toEqual({ code: 0, signal: null });
}

describe("starting again on the same data folder", () => {
  it("runs the same bundle on the database as it was left, without migrating it again", async () => {
    server = await startServer(folder.dataDir);
    await stop(server);
    const bundledAt = statSync(serverBundle).mtimeMs;

    server = await startServer(folder.dataDir);
    expect(statSync(serverBundle).mtimeMs).toBe(bundledAt);
    const output = server.output.join("\n");
    expect(output).toContain("migrations are up to date");
    expect(output).not.toContain("stopping the embedded PostgreSQL a previous server left running");
    const feed = await fetch(`${server.url}/api/products`);
    expect(feed.status).toBe(200);
    await feed.arrayBuffer();

    const { phases, sinceProcessStartMs } = readyLine(server.output);
    expect(Object.keys(phases)).toEqual(["load", "database", "migrations", "seed", "app", "jobs", "listen"]);
    console.info(`warm start ready ${sinceProcessStartMs} ms after the process began: ${JSON.stringify(phases)}`);
    await stop(server);
  });
});
