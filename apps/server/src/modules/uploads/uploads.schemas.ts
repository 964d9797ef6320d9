import { z } from "@hono/zod-openapi";

export const photoSchema = z
  .object({
    id: z.uuid(),
    cardUrl: z.string().openapi({ example: "/media/photos/Ab/Ab3x-card.webp" }),
    fullUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .openapi("Photo");

export const photoUploadSchema = z.object({
  file: z.instanceof(File).openapi({ type: "string", format: "binary", description: "A JPEG, PNG or WebP photo" }),
});
