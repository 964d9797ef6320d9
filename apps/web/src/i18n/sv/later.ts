import type { LaterMessages } from "../messages";
import { account } from "./account";
import { admin } from "./admin";
import { auth } from "./auth";
import { chats } from "./chats";
import { finance } from "./finance";
import { follows } from "./follows";
import { laterErrors } from "./later-errors";
import { listingPages } from "./listing-pages";
import { moderation } from "./moderation";
import { myItems } from "./my-items";
import { notifications } from "./notifications";
import { payments } from "./payments";
import { profile } from "./profile";
import { reviews } from "./reviews";
import { savedSearches } from "./saved-searches";
import { sellers } from "./sellers";
import { transactions } from "./transactions";
import { wallet } from "./wallet";

/** The Swedish texts of every page but the first view of / (ADR 0021). */
export const later: LaterMessages = {
  account,
  admin,
  auth,
  chats,
  finance,
  follows,
  errors: laterErrors,
  listings: listingPages,
  moderation,
  myItems,
  notifications,
  payments,
  profile,
  reviews,
  savedSearches,
  sellers,
  transactions,
  wallet,
};
