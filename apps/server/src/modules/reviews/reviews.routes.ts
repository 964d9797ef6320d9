import { createRoute } from "@hono/zod-openapi";
import { createReviewSchema } from "@kierto/shared";
import { notFound } from "../../lib/http-error";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { receivedReviewsSchema, reviewSchema } from "./reviews.schemas";
import { createReview, listReceivedReviews } from "./reviews.service";

const create = createRoute({
  method: "post",
  path: "/sales/{id}/reviews",
  tags: ["Reviews"],
  summary: "Review the other party of a completed sale",
  description:
    "Only the buyer or the seller, once the sale is completed, about the other party; one review per sale and " +
    "reviewer. Refusals: not a party 403 `NOT_A_PARTY`; not completed 409 `SALE_NOT_COMPLETED`; a second " +
    "review 409 `ALREADY_REVIEWED`; unknown sale 404. The reviewed person gets a `new_review` notification.",
  middleware: [signedIn, rateLimit({ name: "reviews", windowSeconds: 600, max: 30 })] as const,
  request: {
    params: idParamSchema,
    body: { content: { "application/json": { schema: createReviewSchema } }, required: true },
  },
  responses: {
    201: { description: "The stored review", content: { "application/json": { schema: reviewSchema } } },
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

const received = createRoute({
  method: "get",
  path: "/users/{id}/reviews",
  tags: ["Reviews"],
  summary: "Reviews a user received, newest first, with the rating summary",
  description: "Public. Each review names its reviewer and the item of the sale; at most the latest 100.",
  request: { params: idParamSchema },
  responses: {
    200: { description: "The reviews", content: { "application/json": { schema: receivedReviewsSchema } } },
    ...errorResponses(400, 404),
  },
});

export function reviewRoutes() {
  return createRouter()
    .openapi(create, async (c) => {
      const review = await createReview(c.var.deps, c.req.valid("param").id, c.var.user.id, c.req.valid("json"));
      return c.json(review, 201);
    })
    .openapi(received, async (c) => {
      const reviews = await listReceivedReviews(c.var.deps.db, c.req.valid("param").id);
      if (!reviews) throw notFound("User not found.");
      return c.json(reviews, 200);
    });
}
