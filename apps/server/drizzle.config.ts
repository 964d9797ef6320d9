import { defineConfig } from "drizzle-kit";

// Generates the committed SQL migrations from the schema. You run it only after changing
// src/db/schema: `npm run db:generate`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
});
