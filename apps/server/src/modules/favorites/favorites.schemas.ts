import { z } from "@hono/zod-openapi";
import { productCardSchema } from "../products";

/** A user's favourites, as feed cards, most recently favourited first. */
export const favoriteListSchema = z.object({ items: z.array(productCardSchema) });
