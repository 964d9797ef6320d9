import { HttpError } from "../../lib/http-error";

/** The refusals a sale's transitions answer with (codes catalogued in the web's errors). */
export const saleError = {
  notAParty: () => new HttpError(403, "NOT_A_PARTY", "Only the buyer and the seller of this sale can do that."),
  notYours: () => new HttpError(403, "FORBIDDEN", "The other party of this sale takes this step."),
  state: () => new HttpError(409, "SALE_STATE_CONFLICT", "The sale is not in a state that allows this."),
  sold: () => new HttpError(409, "ITEM_SOLD", "This item has already been sold."),
  reserved: () => new HttpError(409, "ITEM_RESERVED", "Someone is buying this item right now."),
  unavailable: () => new HttpError(409, "ITEM_NOT_AVAILABLE", "This item is not for sale."),
  confirmed: () => new HttpError(409, "ALREADY_CONFIRMED", "You have already confirmed this sale."),
  blocked: () => new HttpError(403, "CHAT_BLOCKED", "This conversation has been blocked."),
};
