import type { FirstViewMessages } from "../messages";
import { common } from "./common";
import { errors } from "./errors";
import { favorites } from "./favorites";
import { listings } from "./listings";
import { options } from "./options";
import { pages } from "./pages";
import { shell } from "./shell";

/** The Finnish texts of the first view of / (ADR 0021). */
export const firstView: FirstViewMessages = {
  common,
  shell,
  pages,
  options,
  listings,
  favorites,
  errors,
};
