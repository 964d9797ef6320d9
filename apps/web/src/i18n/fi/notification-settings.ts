import type { NotificationGroup } from "@kierto/shared";
import type { notificationSettings as en } from "../en/notification-settings";

/** Asetukset, Ilmoitukset: rivi ryhmää kohden, sarake kanavaa kohden. */
export const notificationSettings: typeof en = {
  title: "Ilmoitukset",
  intro: "Valitse, miten Kierto kertoo sinulle kustakin asiasta.",
  group: "Asia",
  channels: { inApp: "Sovelluksessa", email: "Sähköposti", push: "Push" },
  required: "Tiliäsi ja moderointipäätöksiä koskevat sähköpostit lähetetään aina.",
  save: "Tallenna",
  saved: "Ilmoitusasetukset tallennettu",
  failed: "Ilmoitusasetusten tallennus epäonnistui",
  loadError: "Ilmoitusasetuksiasi ei voitu ladata.",
  groups: {
    messages: "Viestit",
    offers_sales: "Tarjoukset ja myynnit",
    payments: "Maksut ja tilitykset",
    shipping: "Toimitukset",
    reviews: "Arviot",
    price_drops: "Hinnanlaskut",
    followed_sellers: "Uutta seuraamiltasi myyjiltä",
    saved_searches: "Tallennettujen hakujen osumat",
    moderation: "Moderointipäätökset",
    account_security: "Tilin turvallisuus",
  } satisfies Record<NotificationGroup, string>,
  choice: (group: string, channel: string) => `${group}: ${channel}`,
};
