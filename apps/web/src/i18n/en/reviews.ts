import { pluralizer } from "../plural";

const plural = pluralizer("en");
/** docs/product-rules.md#reviews Profile (Transactions and Reviews tabs, review dialog), #reviews Review and #errors-and-messages Reviews toasts. */
export const reviews = {
  leaveReview: "Leave a review",
  leaveReviewFor: (name: string) => `Leave a review for ${name}`,
  submitted: "Review submitted",
  dialog: {
    title: (name: string) => `Review ${name}`,
    body: (title: string) => `How did the sale of "${title}" go? Your review appears on their profile.`,
    rating: "Rating",
    star: (count: number) => plural(count, { one: "1 star", other: `${count} stars` }),
    comment: "Comment (optional)",
    commentPlaceholder: "What was it like to buy or sell with them?",
    counter: (length: number, max: number) => `${length}/${max} characters`,
    submit: "Submit review",
    submitting: "Submitting...",
  },
  toast: {
    submitted: "Review submitted successfully!",
    submittedBody: "Thank you for your feedback.",
    error: "Error submitting review",
  },
  list: {
    label: "Reviews received",
    empty: "No reviews yet.",
    emptyBody: "Reviews appear here after completed sales.",
    stars: (rating: number) => `${rating} out of 5 stars`,
    about: (title: string) => `For "${title}"`,
    loadError: "Reviews could not be loaded.",
    heading: (count: number) => `Reviews (${count})`,
  },
};
