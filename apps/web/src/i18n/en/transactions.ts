/**
 * docs/product-rules.md#sales Chat (sale confirmation), Profile's Transactions tab, #sales Sale transaction labels and #errors-and-messages
 * Transactions toasts; the cancellation and refund of a paid sale (docs/product-rules.md#sales).
 */
export const transactions = {
  completed: {
    label: "Completed transactions",
    empty: "No completed transactions yet.",
    emptyBody: "Sales you complete as a buyer or a seller appear here, and you can review the other person.",
    boughtFrom: (name: string) => `Bought from ${name}`,
    soldTo: (name: string) => `Sold to ${name}`,
    completedOn: (date: string) => `Completed ${date}`,
    loadError: "Error loading transactions",
  },
  sale: {
    markAsSold: "Mark as Sold",
    confirmPurchase: "Confirm Purchase",
    confirmSale: "Confirm Sale",
    awaitingConfirmation: "Awaiting Confirmation",
    confirmHandedOver: "Confirm Hand-over",
    everythingOk: "Everything is OK",
    sold: "Sold",
    confirming: "Confirming...",
    withdraw: "Withdraw confirmation",
    withdrawing: "Withdrawing...",
    decline: "Decline",
    declining: "Declining...",
    cancelSale: "Cancel sale",
    panelLabel: "Sale",
  },
  confirmDialog: {
    title: {
      confirmHandedOver: "Confirm the hand-over?",
      everythingOk: "Is everything OK?",
      markAsSold: "Mark this item as sold?",
      confirmSale: "Confirm the sale?",
      confirmPurchase: "Confirm the purchase?",
    },
    body: {
      seller: (buyer: string, title: string) =>
        `Confirm that you handed "${title}" over to ${buyer}. The sale completes once both of you have confirmed, and the listing is then marked sold.`,
      buyer: (seller: string, title: string) =>
        `Confirm that you received "${title}" from ${seller}. The sale completes once both of you have confirmed.`,
    },
    confirm: "Confirm",
    receipt: {
      confirmHandedOver: (buyer: string, title: string) =>
        `Confirm that you handed "${title}" over to ${buyer}. ${buyer} then confirms receipt: you are paid when they do, or automatically 48 hours after your confirmation.`,
      everythingOk: (seller: string, title: string) =>
        `Confirm that you received "${title}" from ${seller} and that it is as described. ${seller} is paid at once and the sale is complete.`,
    },
  },
  withdrawDialog: {
    title: "Withdraw your confirmation?",
    body: "The other person has not confirmed yet. Withdrawing leaves the item for sale as before.",
    confirm: "Withdraw",
  },
  declineDialog: {
    title: "Decline the hand-over?",
    body: (name: string) => `${name} is told, and the item stays for sale as before.`,
    confirm: "Decline",
  },
  cancelDialog: {
    title: "Cancel this sale?",
    body: (buyer: string, amount: string) =>
      `${buyer} is refunded ${amount} in full and your listing goes back on sale. Tell them why you can't complete the sale.`,
    reason: "Reason",
    reasonHint: "The buyer sees this in the chat.",
    reasonRequired: "Tell the buyer why you are cancelling.",
    keep: "Keep the sale",
    confirm: "Cancel sale and refund",
    pending: "Cancelling...",
  },
  status: {
    paid: (amount: string) =>
      `The buyer has paid ${amount}. The money is held for you until the buyer confirms receipt. Hand the item over, then press Confirm Hand-over.`,
    paidBuyer: (amount: string) =>
      `You have paid ${amount}. Once you have the item, press Everything is OK. The seller is paid when you confirm, or automatically 48 hours after they confirm the hand-over.`,
    deliveredSeller: (amount: string) =>
      `You confirmed the hand-over. The buyer's payment of ${amount} is pending until they confirm receipt, or is released to you automatically 48 hours after your confirmation.`,
    deliveredBuyer: (seller: string) =>
      `${seller} says they handed the item over. If everything is OK, press Everything is OK. The seller is paid when you confirm, or automatically 48 hours after the hand-over.`,
    awaitingOther: {
      buyer: "You asked to buy this item. It stays for sale to others until the seller confirms the sale.",
      seller: "You confirmed the sale. Waiting for the buyer's confirmation.",
    },
    awaitingMe: {
      buyer: (seller: string) => `${seller} marked this item as sold to you. Confirm the purchase once you have it.`,
      seller: (buyer: string) =>
        `${buyer} confirmed the purchase. Confirm the sale once you have handed the item over.`,
    },
    reserved: {
      buyer: "You started paying by card. The sale continues once the payment is confirmed.",
      seller: "The buyer is paying by card right now. You are told as soon as the payment is confirmed.",
    },
    completed: "Sale completed. You can review each other on your profiles.",
    refunding: "The sale was cancelled and the refund is on its way.",
    refunded: (amount: string) => `The sale was cancelled and ${amount} was refunded to the buyer.`,
    cancelledReason: (reason: string) => `Reason: ${reason}`,
    leaveReview: "Leave a review",
  },
  shipBy: {
    label: "Shipping deadline",
    deadline: (date: string) => `The parcel must be handed to the carrier by the end of ${date}.`,
    missed: "If it is not, the sale is cancelled and the buyer refunded.",
    ask: "Ask the buyer for more time",
    asked: "The seller asked for more time to ship.",
    grant: (days: number) => `Give ${days} more working days`,
    decline: "No more time",
    granted: (days: number) => `The buyer gave ${days} more working days.`,
    declined: "The buyer gave no more time.",
  },
  toast: {
    initiated: { buyer: "Transaction initiated as buyer", seller: "Transaction initiated as seller" },
    confirmed: { buyer: "Confirmed as buyer", seller: "Confirmed as seller" },
    waitingFor: { buyer: "Waiting for seller confirmation.", seller: "Waiting for buyer confirmation." },
    completed: "Sale completed!",
    error: "Error updating transaction",
    withdrawn: "Confirmation withdrawn",
    declined: "Hand-over declined",
    cancelled: "Sale cancelled",
    cancelledBody: "The buyer has been refunded.",
  },
};
