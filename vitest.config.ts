import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: more workers only fight over them and over the database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          exclude: ["apps/server/test/process/**"],
          globalSetup: ["apps/server/test/global-setup.ts"],
          setupFiles: ["apps/server/test/setup-file.ts"],
        },
      },
      {
        // The real server in a child process with its own embedded PostgreSQL (whatever
        // TEST_DATABASE_URL says), killed and signalled: slow, so each file keeps under a minute.
        extends: true,
        test: {
          name: "process",
          include: ["apps/server/test/process/**/*.test.ts"],
          // Typically 20-30 s a test; a start takes longer on a busy machine.
          testTimeout: 120_000,
        },
      },
      {
        // The web app's, the shared package's and the build scripts' logic: no database and no browser, so neither is started.
        extends: true,
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "unit",
          include: ["apps/web/src/**/*.test.{ts,tsx}", "packages/shared/src/**/*.test.ts", "scripts/**/*.test.mjs"],
          environment: "node",
          setupFiles: ["apps/web/test/setup-file.ts"],
        },
      },
    ],
  },
});
