import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort, waitUntilHealthy } from "../bench/support";

export interface AppInstance {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every line the process wrote (JSON log lines, and anything else), stdout and stderr. */
  output: string[];
  /** The log lines at level "error". */
  errors(): string[];
  /** SIGTERM, and waits for the process to exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** SIGKILL at once, as a machine that died: nothing drains. */
  kill(): Promise<void>;
}

const serverDir = fileURLToPath(new URL("..", import.meta.url));

/**
 * The real server (src/index.ts) in a process of its own on a free loopback port, as one
 * machine of a deployment runs it; resolves once /api/health answers.
 */
export async function startAppInstance(env: Record<string, string>): Promise<AppInstance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: serverDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, HOST: "127.0.0.1", ...env, PORT: String(port) },
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  try {
    // Compiling the server on start takes a while on a busy CI machine running other test files.
    await waitUntilHealthy(origin, child, 120_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${error instanceof Error ? error.message : error}:\n${output.join("\n")}`);
  }
  return {
    origin,
    output,
    errors: () => output.filter((line) => line.includes('"level":"error"')),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGKILL");
      await exited;
    },
  };
}
