import type { Messages } from "../messages";

export const pages: Messages["pages"] = {
  error: {
    pageTitle: "Något gick fel",
    title: "Något gick fel",
    home: "Till startsidan",
  },
  notFound: {
    pageTitle: "Sidan hittades inte",
    title: "Hoppsan! Sidan hittades inte",
    body: "Sidan du letar efter finns inte eller har flyttats.",
    home: "Till startsidan",
  },
  home: { pageTitle: "Second hand-mode i Finland" },
  explore: { title: "Utforska" },
  product: { title: "Vara" },
  checkout: { title: "Kassa" },
  paymentSuccess: { title: "Betalning" },
  profile: {
    title: "Profil",
    tabsLabel: "Profilens flikar",
    tabs: { listings: "Mina annonser", transactions: "Affärer", reviews: "Omdömen", sold: "Sålda varor" },
  },
  settings: { title: "Kontoinställningar" },
  upload: { title: "Lägg ut en vara" },
  favorites: { title: "Favoriter" },
  chats: { title: "Meddelanden" },
  chat: { title: "Chatt" },
  myItems: { title: "Mina varor" },
  admin: { title: "Adminpanel" },
  landing: { title: "Kierto" },
  sellerPage: { title: "Säljare" },
};
