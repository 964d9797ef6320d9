import { z } from "@hono/zod-openapi";

export const followingPageQuerySchema = z.object({
  cursor: z
    .string()
    .max(1000)
    .optional()
    .openapi({ description: "The previous page's `nextCursor`; absent for the first page" }),
});
