import { HttpError } from "../../lib/http-error";

/** The refusals of a problem case (codes catalogued in the web's errors). */
export const caseError = {
  notFound: () => new HttpError(404, "NOT_FOUND", "No such case."),
  saleNotFound: () => new HttpError(404, "NOT_FOUND", "No such sale."),
  notBuyer: () => new HttpError(403, "FORBIDDEN", "Only the buyer reports a problem with a sale."),
  window: () =>
    new HttpError(
      409,
      "CASE_WINDOW_CLOSED",
      "A problem is reported while the confirmation window runs, once per sale.",
    ),
  limit: () => new HttpError(409, "CASE_LIMIT_REACHED", "You already have three open cases."),
  state: () => new HttpError(409, "CASE_STATE_CONFLICT", "The case is not in a state that allows this."),
  partial: () =>
    new HttpError(400, "PARTIAL_REFUND_INVALID", "A partial refund is more than nothing and less than the price."),
};
