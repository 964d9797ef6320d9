import { pluralizer } from "../plural";

const plural = pluralizer("en");
/** docs/product-rules.md#accounts-and-profiles Profile and #errors-and-messages Profile toasts. */
export const profile = {
  edit: "Edit profile",
  editTitle: "Edit your profile",
  displayName: "Display name",
  city: "City",
  cityHint: "Buyers see where an item can be picked up.",
  bio: "Bio",
  bioHint: "A few words about you and your style (at most 500 characters).",
  saving: "Saving...",
  updated: "Profile updated successfully!",
  updateError: "Error updating profile",
  avatarChange: "Change photo",
  avatarUploading: "Uploading...",
  avatarUpdated: "Avatar updated successfully!",
  avatarError: "Error uploading avatar",
  verified: "Verified",
  verifiedLabel: "E-mail address confirmed",
  rating: (average: string, count: number) =>
    `${average} out of 5 from ${plural(count, { one: "1 review", other: `${count} reviews` })}`,
  itemsListed: (count: number) => plural(count, { one: "1 item listed", other: `${count} items listed` }),
  lastSeen: (text: string) => `Last seen: ${text}`,
  noCity: "No city yet",
  noBio: "No bio yet.",
  loadError: "We couldn't load your profile.",
  settings: "Account settings",
  listFirstItem: "List Your First Item",
  noListings: "You haven't listed anything yet.",
  noSold: "No sold items yet.",
  soldBody: "Items you sell appear here.",
  listingsLabel: "My listings",
  soldLabel: "Sold items",
};
