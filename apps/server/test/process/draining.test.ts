import { afterAll, describe, expect, it } from "vitest";
import { request } from "./http-client";
import { killLeftovers, type ServerProcess, sleep, startServer, temporaryDataDir } from "./server-process";

const folder = temporaryDataDir();
let server: ServerProcess | undefined;
afterAll(async () => {
  await killLeftovers(server, folder.dataDir);
  folder.remove();
});

describe("draining on SIGTERM", () => {
  it("answers /api/ready with 503 while it still serves, for DRAIN_DELAY_MS, before it stops listening", async () => {
    server = await startServer(folder.dataDir, { DRAIN_DELAY_MS: "2000" });
    const { url } = server;
    expect((await request(`${url}/api/ready`)).status).toBe(200);

    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    await sleep(300);
    // Not ready, so a load balancer takes it out of rotation; everything else still answers.
    const ready = await request(`${url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "draining" });
    expect((await request(`${url}/api/products`)).status).toBe(200);
    expect((await request(`${url}/api/health`)).status).toBe(200);

    const exit = await server.exited;
    expect(exit.code).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2000);
    const lines = server.output.map((line) => line.match(/"msg":"([^"]+)"/)?.[1]);
    expect(lines.indexOf("draining: not ready, still serving")).toBeLessThan(lines.indexOf("shutting down"));
    await expect(request(`${url}/api/ready`)).rejects.toThrow(/ECONNREFUSED/);
  });
});
