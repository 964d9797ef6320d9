import { account } from "./account";
import { admin } from "./admin";
import { auth } from "./auth";
import { chats } from "./chats";
import { common } from "./common";
import { errors } from "./errors";
import { favorites } from "./favorites";
import { listings } from "./listings";
import { moderation } from "./moderation";
import { myItems } from "./my-items";
import { notifications } from "./notifications";
import { options } from "./options";
import { pages } from "./pages";
import { payments } from "./payments";
import { profile } from "./profile";
import { reviews } from "./reviews";
import { sellers } from "./sellers";
import { shell } from "./shell";
import { transactions } from "./transactions";

/**
 * The English catalogue: every short visible string of the app. Finnish and Swedish follow its
 * shape. Long page texts (the information pages) are content modules in i18n/content, loaded
 * with their pages rather than with every page.
 */
export const en = {
  common,
  admin,
  account,
  auth,
  shell,
  notifications,
  pages,
  profile,
  options,
  listings,
  favorites,
  myItems,
  sellers,
  chats,
  moderation,
  errors,
  transactions,
  reviews,
  payments,
};
