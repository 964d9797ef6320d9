import { startRoundRobinProxy } from "../test/round-robin-proxy";

/**
 * The load bench's load balancer: `node --import tsx bench/proxy-process.ts <upstream>...` starts
 * the round-robin proxy in front of the given servers and prints its own address as its first
 * line. It runs in a process of its own so that forwarding costs the proxy, not the load generator.
 */
const proxy = await startRoundRobinProxy();
proxy.upstreams = process.argv.slice(2);
process.stdout.write(`${proxy.url}\n`);
process.once("SIGTERM", () => {
  void proxy.close().then(() => process.exit(0));
});
