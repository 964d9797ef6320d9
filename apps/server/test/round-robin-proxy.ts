import http from "node:http";
import type { AddressInfo } from "node:net";

/** The response header naming which upstream (its index) answered a request. */
export const UPSTREAM_HEADER = "x-test-upstream";

export interface RoundRobinProxy {
  /** http://127.0.0.1:<port>, the one address clients know. */
  url: string;
  /** Where the servers behind it listen; the proxy takes them in turn. */
  upstreams: string[];
  /** Requests each upstream has been handed so far, by index. */
  handled: number[];
  /** Sends harmless health checks until the next request goes to upstream `index`. */
  landOn(index: number): Promise<void>;
  close(): Promise<void>;
}

/** How long an upstream that refused a connection is left out. */
const FAIL_TIMEOUT_MS = 10_000;

// Hop-by-hop headers belong to one connection and are never passed on.
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "upgrade", "te", "trailer"];

/**
 * A load balancer in miniature on loopback: each request goes to the next upstream in turn,
 * with X-Forwarded-For extended by the client's address (as one trusted proxy hop), bodies
 * streamed both ways so a Server-Sent Events stream flows through as it is written, and the
 * upstream hung up on when the client hangs up (a closed tab). Set `upstreams` before use.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true });
  let turn = 0;
  const proxy: RoundRobinProxy = {
    url: "",
    upstreams: [],
    handled: [],
    async landOn(index) {
      while (turn % proxy.upstreams.length !== index) {
        const response = await fetch(`${proxy.url}/api/health`);
        await response.arrayBuffer();
      }
    },
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  const downUntil: number[] = [];
  /** The next upstream in turn that has not refused a connection lately (or the next one, if all have). */
  const nextUpstream = () => {
    const count = proxy.upstreams.length;
    for (let tried = 0; tried < count; tried++) {
      const index = turn++ % count;
      if ((downUntil[index] ?? 0) <= Date.now()) return index;
    }
    return turn++ % count;
  };

  const server = http.createServer((request, response) => {
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const client = request.socket.remoteAddress ?? "";
    headers["x-forwarded-for"] = headers["x-forwarded-for"] ? `${headers["x-forwarded-for"]}, ${client}` : client;
    headers["x-forwarded-proto"] = "http";
    // As nginx's proxy_next_upstream: a request without a body that no upstream accepted (its
    // process is gone) goes to the next one; anything else answers 502.
    const retriable = request.method === "GET" || request.method === "HEAD";

    const forward = (attempt: number) => {
      const index = nextUpstream();
      proxy.handled[index] = (proxy.handled[index] ?? 0) + 1;
      const target = new URL(request.url ?? "/", proxy.upstreams[index]);
      const upstream = http.request(target, { method: request.method, headers, agent }, (answer) => {
        const answerHeaders: http.OutgoingHttpHeaders = { ...answer.headers, [UPSTREAM_HEADER]: String(index) };
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        response.flushHeaders();
        answer.pipe(response);
      });
      upstream.on("error", (error: NodeJS.ErrnoException) => {
        const refused = error.code === "ECONNREFUSED" || error.code === "ECONNRESET";
        // Like nginx's max_fails/fail_timeout: an upstream that refused is skipped for a while.
        if (refused) downUntil[index] = Date.now() + FAIL_TIMEOUT_MS;
        if (!response.headersSent && retriable && refused && attempt + 1 < proxy.upstreams.length) {
          forward(attempt + 1);
        } else if (response.headersSent) response.destroy();
        else response.writeHead(502).end();
      });
      response.on("close", () => {
        if (!response.writableFinished) upstream.destroy();
      });
      if (retriable) upstream.end();
      else request.pipe(upstream);
    };
    forward(0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
