#!/usr/bin/env node
// `npm run bench:start`: runs `npm start` on one fresh data folder, once cold and then warm
// (`--warm N` times, 3 by default), and prints for each start how long it took to its first page
// (GET / answered 200 and GET /api/products answered 200), with the server's own phases from its
// ready line. `--cwd DIR` measures another checkout's `npm start` (an older one, for comparison).
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    warm: { type: "string", default: "3" },
    cwd: { type: "string", default: fileURLToPath(new URL("..", import.meta.url)) },
  },
});
const warmStarts = Number(values.warm);
const cwd = path.resolve(values.cwd);
const root = mkdtempSync(path.join(tmpdir(), "kierto-warm-start-"));
// As root the embedded PostgreSQL runs as the 'postgres' user, which must enter this folder.
chmodSync(root, 0o755);
const dataDir = path.join(root, "data");

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(" ");

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** One `npm start`, timed from the spawn to its first page; stopped with SIGTERM afterwards. */
async function start() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const child = spawn("npm", ["start"], {
    cwd,
    // Its own process group: SIGTERM reaches npm and the server, never this script.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const output = [];
  const marks = {};
  let ready;
  const onData = (chunk) => {
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
      output.push(line);
      if (line.includes("web app is up to date") || line.includes("first load of /")) marks.webChecked ??= since();
      if (line.includes("server is up to date") || line.includes("server bundled")) marks.serverChecked ??= since();
      if (line.includes('"msg":"embedded postgres started"')) marks.postgres = JSON.parse(line);
      if (line.includes('"msg":"Kierto is ready"')) {
        marks.ready = since();
        ready = JSON.parse(line);
      }
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);

  let failed = false;
  void exited.then(() => {
    failed = true;
  });
  const page = { home: false, feed: false };
  while (!(page.home && page.feed)) {
    if (failed) throw new Error(`npm start exited before its first page:\n${output.join("\n")}`);
    if (since() > 300_000) throw new Error(`no first page after 300 s:\n${output.join("\n")}`);
    page.home ||= await answers(`${base}/`);
    page.feed ||= page.home && (await answers(`${base}/api/products`));
    if (!(page.home && page.feed)) await sleep(20);
  }
  const firstPage = since();

  process.kill(-child.pid, "SIGTERM");
  await exited;
  // The server stops its PostgreSQL last; the next start must find the folder free.
  for (let i = 0; i < 300 && existsSync(path.join(dataDir, "pg", "postmaster.pid")); i++) await sleep(100);
  return { firstPage, marks, ready };
}

function describe(label, { firstPage, marks, ready }) {
  const parts = [`${label}: first page ${firstPage} ms`];
  if (marks.webChecked !== undefined) parts.push(`web build checked at ${marks.webChecked} ms`);
  if (marks.serverChecked !== undefined) parts.push(`server bundle checked at ${marks.serverChecked} ms`);
  if (marks.postgres?.startMs !== undefined) {
    parts.push(`PostgreSQL started in ${marks.postgres.startMs} ms, app role checked in ${marks.postgres.roleMs} ms`);
  }
  if (ready) {
    // The ready line says how long its process had run; what came before is npm and the shell.
    const processUp = ready.sinceProcessStartMs;
    if (processUp !== undefined) parts.push(`npm and shell ${marks.ready - processUp} ms`);
    parts.push(`ready at ${marks.ready} ms`);
    if (ready.phases) {
      parts.push(
        `phases ${Object.entries(ready.phases)
          .map(([name, ms]) => `${name} ${ms}`)
          .join(", ")} ms`,
      );
    } else if (ready.startupMs !== undefined) {
      parts.push(`server start-up ${ready.startupMs} ms`);
    }
    parts.push(`ready to first page ${firstPage - marks.ready} ms`);
  }
  return parts.join("; ");
}

const median = (figures) => [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)];

console.info(`npm start in ${cwd}, data folder ${dataDir}; load average ${load()}`);
try {
  console.info(describe("cold start (new data folder)", await start()));
  const warm = [];
  for (let i = 1; i <= warmStarts; i++) {
    const result = await start();
    warm.push(result.firstPage);
    console.info(describe(`warm start ${i}`, result));
  }
  console.info(`warm start to first page: median ${median(warm)} ms of ${warmStarts}; load average ${load()}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
