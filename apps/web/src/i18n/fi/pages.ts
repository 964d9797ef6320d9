import type { Messages } from "../messages";

export const pages: Messages["pages"] = {
  error: {
    pageTitle: "Jokin meni vikaan",
    title: "Jokin meni vikaan",
    home: "Palaa etusivulle",
  },
  notFound: {
    pageTitle: "Sivua ei löytynyt",
    title: "Hups! Sivua ei löytynyt",
    body: "Etsimääsi sivua ei ole olemassa, tai se on siirretty.",
    home: "Palaa etusivulle",
  },
  home: { pageTitle: "Käytettyä muotia Suomessa" },
  explore: { title: "Selaa" },
  product: { title: "Tuote" },
  checkout: { title: "Kassa" },
  paymentSuccess: { title: "Maksu" },
  profile: {
    title: "Profiili",
    tabsLabel: "Profiilin osiot",
    tabs: { listings: "Omat ilmoitukset", transactions: "Kaupat", reviews: "Arviot", sold: "Myydyt" },
  },
  settings: { title: "Tilin asetukset" },
  upload: { title: "Myy tuote" },
  favorites: { title: "Suosikit" },
  chats: { title: "Viestit" },
  chat: { title: "Keskustelu" },
  myItems: { title: "Omat tuotteet" },
  admin: { title: "Ylläpito" },
  landing: { title: "Kierto" },
  sellerPage: { title: "Myyjä" },
};
