import { joinCatalogue } from "../later-sections";
import type { Messages } from "../messages";
import { firstView } from "./first-view";
import { later } from "./later";

/** The Finnish catalogue: the same shape as the English one, written for Finnish readers. */
export const fi: Messages = joinCatalogue(firstView, later);
