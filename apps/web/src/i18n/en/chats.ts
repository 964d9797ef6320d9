import { pluralizer } from "../plural";

const plural = pluralizer("en");
/** docs/product-rules.md#chats-and-messages Chats ('Messages') and Chat; #errors-and-messages chat toasts and empty states. */
export const chats = {
  list: {
    title: "Messages",
    description: "Your conversations with buyers and sellers on Kierto.",
    empty: "No conversations yet",
    emptyBody: "Find something you like and press Message Seller to ask about it.",
    browse: "Browse items",
    you: "You: ",
    noMessagesYet: "No messages yet",
    unread: (count: number) => plural(count, { one: "1 unread message", other: `${count} unread messages` }),
    loadError: "Your conversations could not be loaded.",
    sold: "Sold",
    deleted: "Deleted",
    blocked: "Blocked",
    withPerson: (name: string) => `with ${name}`,
    parcelUpdate: "Parcel update",
    shipByExtension: "Shipping time",
    saleCancelled: "Sale cancelled",
  },
  chat: {
    notFound: "Chat not found",
    notFoundBody: "This conversation does not exist, or it is not one of yours.",
    backToMessages: "Back to messages",
    sold: "SOLD",
    soldBanner: "This item has been sold",
    soldBannerBody: "You can still read the conversation, but new messages can't be sent.",
    reservedBanner: "Reserved for another buyer",
    reservedBannerBody:
      "Another buyer has paid for this item. You can still read the conversation, and write again if their sale is cancelled.",
    deleted: "DELETED",
    deletedBanner: "This listing has been deleted",
    deletedBannerBody: "You can still read the conversation, but new messages can't be sent.",
    blockedBanner: "This conversation has been blocked",
    blockedBannerBody: "Neither of you can send messages here any more.",
    conversationLabel: (name: string) => `Conversation with ${name}`,
    empty: "No messages yet",
    emptyBody: "Say hello and ask about the item.",
    today: "Today",
    yesterday: "Yesterday",
    you: "You",
    sending: "Sending...",
    notSent: "Not sent",
    retry: "Retry",
    discard: "Discard",
    reconnecting: "Connection lost. Reconnecting...",
    newMessages: (count: number) => plural(count, { one: "1 new message", other: `${count} new messages` }),
    /** Beside a message that asks to be paid outside Kierto (an account number, MobilePay to a phone, a bank transfer). */
    payOutside: {
      title: "Pay only through Kierto",
      body: "A bank transfer or MobilePay to a phone number is not protected: if the item never comes, Kierto cannot get your money back. Buy Now keeps the payment safe until you confirm you have the item.",
    },
    /** The notices the sale posts as the carrier reports on its parcel. */
    parcelUpdate: {
      title: "Parcel update",
      created: "The parcel is ready to send: the seller finds the sending code on the order page.",
      collected: "The carrier collected the parcel from the seller.",
      in_transit: "The parcel is on its way.",
      arrived: "The parcel has arrived at the pickup point.",
      handed_over: "The parcel was picked up.",
      returning: "The parcel is going back to the seller. The buyer's payment is refunded.",
      exception: "The carrier reported a problem with the parcel. Follow it on the order page.",
    },
    /** The notice the sale posts in the chat when the seller cancels a paid sale (docs/product-rules.md#sales). */
    shipByExtension: {
      title: "Shipping time",
      requestedBySeller:
        "The seller asks for more time to ship the parcel. Answer on the order page or in the sale panel.",
      requestedByMe: "You asked the buyer for more time to ship the parcel.",
      granted: (days: number) => `The buyer granted ${days} more working days to ship the parcel.`,
      declined: "The buyer declined more time: the parcel must reach the carrier by the original deadline.",
    },
    saleCancelled: {
      title: "Sale cancelled",
      bySeller: (amount: string) => `The seller cancelled the sale. Your payment of ${amount} is refunded.`,
      byMe: (amount: string) => `You cancelled the sale. ${amount} is refunded to the buyer.`,
      reason: "Reason:",
    },
  },
  composer: {
    label: "Message",
    placeholder: "Write a message...",
    send: "Send",
    hint: "Enter sends, Shift+Enter starts a new line",
    remaining: (left: number) => {
      const count = Math.abs(left);
      const characters = plural(count, { one: "1 character", other: `${count} characters` });
      return left >= 0 ? `${characters} left` : `${characters} over the limit`;
    },
    closed: "Messaging is closed for this conversation.",
  },
  toast: {
    sendError: "Error sending message",
    blocked: "This conversation has been blocked",
    sold: "This item has been sold",
  },
};
