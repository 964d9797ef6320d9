import { common } from "./common";
import { errors } from "./errors";
import { favorites } from "./favorites";
import { listings } from "./listings";
import { options } from "./options";
import { pages } from "./pages";
import { shell } from "./shell";

/**
 * The English texts of the first view of / (ADR 0021): loaded before the first render. The
 * other sections are in later.ts. Long page texts (the information pages) are content modules
 * in i18n/content, loaded with their pages.
 */
export const firstView = {
  common,
  shell,
  pages,
  options,
  listings,
  favorites,
  errors,
};
