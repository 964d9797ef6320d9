import { pluralizer } from "../plural";

const plural = pluralizer("en");

/** Saved searches: the page listing them (docs/product-rules.md#saved-searches). */
export const savedSearches = {
  pageTitle: "Saved searches",
  intro: "Searches you saved on the feed. Kierto tells you of new listings that match them.",
  loadError: "We couldn't load your saved searches.",
  retry: "Try again",
  empty: "No saved searches yet",
  emptyHint: "Search or filter the feed, then choose 'Save this search'.",
  startShopping: "Go to the feed",
  newMatches: (count: number) => plural(count, { one: "1 new", other: `${count} new` }),
  noNewMatches: "Nothing new",
  open: (name: string) => `Open ${name}`,
  rename: "Rename",
  renameTitle: "Rename the search",
  renameDescription: "The name is only for you.",
  name: "Name",
  nameRequired: "Give the search a name.",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  renamed: "Search renamed",
  renameError: "Could not rename the search",
  delete: "Delete",
  deleteTitle: (name: string) => `Delete "${name}"?`,
  deleteBody: "You will no longer hear of new listings for this search.",
  deleting: "Deleting…",
  deleted: "Search deleted",
  deleteError: "Could not delete the search",
  openError: "Could not open the search",
};
