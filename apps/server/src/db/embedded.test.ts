import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { startEmbeddedPostgres } from "./embedded";

describe("the embedded database", () => {
  it("says clearly when another process holds the data folder", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "kierto-lock-")), "pg");
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o700);
    writeFileSync(path.join(dataDir, "PG_VERSION"), "18\n");
    // A lock file naming a live process: this test runner itself.
    writeFileSync(path.join(dataDir, "postmaster.pid"), `${process.pid}\n${dataDir}\n`);
    await expect(startEmbeddedPostgres({ dataDir, logger: createLogger("silent") })).rejects.toThrow(
      /in use by another process[\s\S]*DATA_DIR/,
    );
  });
});
