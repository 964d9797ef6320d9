import { joinCatalogue } from "../later-sections";
import type { Messages } from "../messages";
import { firstView } from "./first-view";
import { later } from "./later";

/** The Swedish catalogue, written for Finland's Swedish speakers; the same shape as English. */
export const sv: Messages = joinCatalogue(firstView, later);
