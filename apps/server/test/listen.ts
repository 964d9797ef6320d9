import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";

/** Serves `fetch` over real HTTP on a free port of this machine, as src/index.ts serves the app. */
export async function listen(fetch: (request: Request, env?: unknown) => Response | Promise<Response>) {
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
