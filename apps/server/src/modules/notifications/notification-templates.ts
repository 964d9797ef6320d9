import type { NotificationType } from "@kierto/shared";

/**
 * The texts of the notifications the server creates (docs/product-rules.md#notifications: templates for new message, item
 * sold, price drop, new review with its star count, and profile reminder).
 */
export interface NotificationContent {
  type: NotificationType;
  title: string;
  message: string;
}

export const notificationTemplates = {
  newMessage: (senderName: string, productTitle: string): NotificationContent => ({
    type: "new_message",
    title: "New message",
    message: `${senderName} sent you a message about "${productTitle}".`,
  }),
  /** Several unread messages in one chat, collapsed into one notification. */
  newMessages: (senderName: string, productTitle: string): NotificationContent => ({
    type: "new_message",
    title: "New messages",
    message: `${senderName} sent you new messages about "${productTitle}".`,
  }),
  itemSold: (productTitle: string): NotificationContent => ({
    type: "item_sold",
    title: "Your item was sold",
    message: `"${productTitle}" has been sold. Confirm the hand-over in the chat.`,
  }),
  priceDrop: (productTitle: string, newPrice: string): NotificationContent => ({
    type: "price_drop",
    title: "Price drop",
    message: `"${productTitle}", one of your favourites, is now ${newPrice}.`,
  }),
  newReview: (reviewerName: string, rating: number): NotificationContent => ({
    type: "new_review",
    title: "New review",
    message: `${reviewerName} left you a ${rating}-star review.`,
  }),
  profileReminder: (): NotificationContent => ({
    type: "profile_reminder",
    title: "Complete your profile",
    message: "Add your city and a photo so buyers and sellers know who they are dealing with.",
  }),
  /** A moderation decision about the reader: the statement of reasons (DSA art. 17); the web writes it from `data`. */
  moderationDecision: (): NotificationContent => ({
    type: "moderation_decision",
    title: "Moderation decision",
    message:
      "A moderator has decided on a report about you. Open it to read the decision, its grounds and how to appeal.",
  }),
  /** The outcome of a report the reader made. */
  reportOutcome: (): NotificationContent => ({
    type: "report_outcome",
    title: "Your report was reviewed",
    message: "A moderator has reviewed your report.",
  }),
};
