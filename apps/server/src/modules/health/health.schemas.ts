import { z } from "@hono/zod-openapi";

export const healthySchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });
export const unavailableSchema = z.object({ status: z.literal("unavailable"), database: z.literal("down") });
