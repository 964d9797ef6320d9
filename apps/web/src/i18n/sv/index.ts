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

/** The Swedish catalogue, written for Finland's Swedish speakers; the same shape as English. */
export const sv: Messages = {
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
