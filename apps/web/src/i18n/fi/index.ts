import type { Messages } from "../messages";
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

/** The Finnish catalogue: the same shape as the English one, written for Finnish readers. */
export const fi: Messages = {
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
