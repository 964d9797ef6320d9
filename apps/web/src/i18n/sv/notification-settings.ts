import type { NotificationGroup } from "@kierto/shared";
import type { notificationSettings as en } from "../en/notification-settings";

/** Inställningar, Aviseringar: en rad per grupp, en kolumn per kanal. */
export const notificationSettings: typeof en = {
  title: "Aviseringar",
  intro: "Välj hur Kierto berättar om varje slags nyhet.",
  group: "Slags nyhet",
  channels: { inApp: "I appen", email: "E-post", push: "Push" },
  required: "Mejl om ditt konto och modereringsbeslut skickas alltid.",
  save: "Spara",
  saved: "Aviseringsinställningarna sparades",
  failed: "Det gick inte att spara aviseringsinställningarna",
  loadError: "Det gick inte att läsa in dina aviseringsinställningar.",
  groups: {
    messages: "Meddelanden",
    offers_sales: "Bud och försäljningar",
    payments: "Betalningar och utbetalningar",
    shipping: "Frakt",
    reviews: "Omdömen",
    price_drops: "Prissänkningar",
    followed_sellers: "Nytt från säljare du följer",
    saved_searches: "Träffar för sparade sökningar",
    moderation: "Modereringsbeslut",
    account_security: "Kontosäkerhet",
  } satisfies Record<NotificationGroup, string>,
  choice: (group: string, channel: string) => `${group}: ${channel}`,
};
