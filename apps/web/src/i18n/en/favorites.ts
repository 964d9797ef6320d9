import { pluralizer } from "../plural";

const plural = pluralizer("en");
/** docs/product-rules.md#favourites Favorites, #favourites Favorite and #errors-and-messages favourite toasts. */
export const favorites = {
  pageTitle: "Favorites",
  intro: "Items you saved for later, sold ones included until you remove them.",
  add: "Add to favorites",
  remove: "Remove from favorites",
  ownItem: "You can't favorite your own item",
  logInToSave: "Log in to Save Favorites",
  guestPrompt: "Please log in to save favorites",
  added: "Added to favorites",
  removed: "Removed from favorites",
  error: "Error updating favorites",
  removeError: "Error removing favorite",
  empty: "No favorites yet",
  emptyHint: "Tap the heart on any item to keep it here.",
  startShopping: "Start Shopping",
  loadError: "We couldn't load your favorites.",
  anonymous: "Anonymous",
  soldBy: (name: string) => `by ${name}`,
  count: (n: number) => plural(n, { one: "1 saved item", other: `${n} saved items` }),
};
