/** Titles of the screens, the 404 page and the page shown when a page fails. */
export const pages = {
  error: {
    pageTitle: "Something went wrong",
    title: "Something went wrong",
    home: "Return to Home",
  },
  notFound: {
    pageTitle: "Page not found",
    title: "Oops! Page not found",
    body: "The page you are looking for does not exist or has moved.",
    home: "Return to Home",
  },
  home: { pageTitle: "Pre-loved fashion in Finland" },
  explore: { title: "Explore" },
  product: { title: "Product" },
  checkout: { title: "Checkout" },
  paymentSuccess: { title: "Payment" },
  profile: {
    title: "Profile",
    tabsLabel: "Profile sections",
    tabs: { listings: "My Listings", transactions: "Transactions", reviews: "Reviews", sold: "Sold Items" },
  },
  settings: { title: "Account settings" },
  upload: { title: "List Your Item" },
  favorites: { title: "Favorites" },
  chats: { title: "Messages" },
  chat: { title: "Chat" },
  myItems: { title: "My Items" },
  admin: { title: "Admin dashboard" },
  landing: { title: "Kierto" },
  sellerPage: { title: "Seller" },
};
