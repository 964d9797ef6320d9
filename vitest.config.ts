import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts", "packages/shared/src/**/*.test.ts"],
    globalSetup: ["apps/server/test/global-setup.ts"],
    setupFiles: ["apps/server/test/setup-file.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: more workers only fight over them and over the database.
    maxWorkers: 2,
  },
});
