import { joinCatalogue } from "../later-sections";
import { firstView } from "./first-view";
import { later } from "./later";

/**
 * The English catalogue: every short visible string of the app. Finnish and Swedish follow its
 * shape. The app loads it in two parts (ADR 0021): the first view's texts before the first
 * render, the rest with the pages that read them.
 */
export const en = joinCatalogue(firstView, later);
