import http from "node:http";
import { hc } from "hono/client";
import { afterAll, describe, expect, it } from "vitest";
import type { ApiType } from "../../src/app";
import { isAlive } from "../../src/db/embedded/orphan";
import { request, testListing, testUser } from "./http-client";
import { killLeftovers, type ServerProcess, sleep, startServer, temporaryDataDir } from "./server-process";

const folder = temporaryDataDir();
let server: ServerProcess | undefined;
afterAll(async () => {
  await killLeftovers(server, folder.dataDir);
  folder.remove();
});

type Outcome = { status: number; afterSignal: boolean } | { error: string; afterSignal: boolean };

describe("shutting down on SIGTERM", () => {
  it("answers every request it accepted, refuses the rest cleanly, ends live streams, and exits 0", async () => {
    server = await startServer(folder.dataDir);
    const { url } = server;
    const seller = await testUser(url);
    for (let i = 0; i < 5; i++) await testListing(url, { sellerId: seller.id });

    // A live stream, which must end cleanly with the reconnect hint it was given.
    const stream = await hc<ApiType>(`${url}/api`, { headers: { cookie: seller.cookie } }).events.$get();
    expect(stream.status).toBe(200);
    const streamText = (async () => {
      let text = "";
      const decoder = new TextDecoder();
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk);
      return text;
    })();

    // Eight clients looping on the feed over kept-alive connections, until the server refuses them;
    // through node:http (http-client.ts), which rejects a response cut short, not the typed client.
    let signalled = false;
    const outcomes: Outcome[] = [];
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (;;) {
        try {
          const answer = await request(`${url}/api/products`, { agent });
          JSON.parse(answer.body);
          outcomes.push({ status: answer.status, afterSignal: signalled });
        } catch (error) {
          outcomes.push({ error: (error as NodeJS.ErrnoException).code ?? String(error), afterSignal: signalled });
          agent.destroy();
          return;
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await sleep(1_500);
    const postgres = server.postgresPid();
    signalled = true;
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    await Promise.all(clients);

    const answered = outcomes.filter((o): o is { status: number; afterSignal: boolean } => "status" in o);
    const errors = outcomes.filter((o): o is { error: string; afterSignal: boolean } => "error" in o);
    expect(answered.filter((o) => o.status !== 200)).toEqual([]);
    // Each client ends on a refused connection, after the signal: no reset, no cut response.
    expect(errors).toEqual(Array.from({ length: 8 }, () => ({ error: "ECONNREFUSED", afterSignal: true })));
    expect(exit).toEqual({ code: 0, signal: null });
    expect(isAlive(postgres)).toBe(false);
    const text = await streamText;
    expect(text).toMatch(/^retry: \d+$/m);

    const inFlight = loggedField(server.output, "shutting down", "inFlight");
    const ms = loggedField(server.output, "shut down", "ms");
    const answeredAfter = answered.filter((o) => o.afterSignal).length;
    console.info(
      `SIGTERM with ${inFlight} requests in flight: ${answered.length} answered 200 (${answeredAfter} after the signal), ` +
        `0 errors other than 8 refused connections, shutdown took ${ms} ms, exit code ${exit.code}`,
    );
    // The server must not log an error while shutting down (a request failing on a closed pool).
    expect(server.output.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});

/** A field of the JSON log line with that message (pino writes the message after the fields). */
function loggedField(lines: string[], msg: string, field: string): unknown {
  for (const line of lines) {
    if (!line.includes(`"msg":"${msg}"`)) continue;
    try {
      return (JSON.parse(line) as Record<string, unknown>)[field];
    } catch {
      // A line the pipe delivered in two chunks: the figure is only reported, not checked.
    }
  }
  return undefined;
}
