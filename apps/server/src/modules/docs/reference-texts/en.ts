/**
 * The API reference page's own texts in English. The operations' summaries come from the
 * OpenAPI document, which is written in English for developers, and stay as they are.
 */
export const en = {
  title: "API reference · Kierto",
  heading: "Kierto API reference",
  documentAt: "The machine-readable document is at",
  errorShape: "Every error is",
  sections: "Sections",
  parameters: "Parameters",
  required: "required",
  responses: "Responses",
  /** The sections, by the OpenAPI tag they list. */
  tags: {
    Account: "Account",
    Admin: "Admin",
    Auth: "Auth",
    Chats: "Chats",
    Development: "Development",
    Favorites: "Favorites",
    Following: "Following",
    Moderation: "Moderation",
    Notifications: "Notifications",
    Other: "Other",
    Payments: "Payments",
    Products: "Products",
    Profiles: "Profiles",
    Realtime: "Realtime",
    Reviews: "Reviews",
    Sales: "Sales",
    Sellers: "Sellers",
    Selling: "Selling",
    System: "System",
    Transactions: "Transactions",
    Uploads: "Uploads",
  },
};

export type ReferenceTexts = typeof en;
