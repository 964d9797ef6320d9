import { MAX_CASE_PHOTOS } from "@kierto/shared";
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
  photos: () => new HttpError(400, "CASE_PHOTO_INVALID", "A photo is not one of your uploads waiting for a case."),
  photosFull: () =>
    new HttpError(409, "CASE_PHOTOS_FULL", `Each side of a case holds at most ${MAX_CASE_PHOTOS} photos.`),
  payerRequired: () =>
    new HttpError(
      400,
      "RETURN_POSTAGE_PAYER_REQUIRED",
      "A refund once a shipped item is back names who pays its return postage.",
    ),
  payerNotApplicable: () =>
    new HttpError(
      400,
      "RETURN_POSTAGE_NOT_APPLICABLE",
      "A hand-delivered item comes back by hand: there is no return postage to charge.",
    ),
  partial: () =>
    new HttpError(400, "PARTIAL_REFUND_INVALID", "A partial refund is more than nothing and less than the price."),
};
