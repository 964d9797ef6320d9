import { notificationSettings } from "./notification-settings";
import { pushTexts } from "./push-texts";

/**
 * docs/product-rules.md#notifications Notifications (bell) and #notifications notification templates. The server stores each
 * notification's type and parameters (names, titles, amounts in cents); its text is made here,
 * so it follows the reader's language. A parameter a notification lacks leaves its part out.
 */
export const notifications = {
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : "Notifications"),
  title: "Notifications",
  markAllRead: "Mark all read",
  empty: "No notifications",
  unread: "Unread",
  types: {
    new_message: {
      title: (count: number): string => (count > 1 ? "New messages" : "New message"),
      body: (sender: string | null, product: string | null, count: number) => {
        const what = count > 1 ? "new messages" : "a message";
        if (sender && product) return `${sender} sent you ${what} about "${product}".`;
        if (sender) return `${sender} sent you ${what}.`;
        if (product) return `You have ${what} about "${product}".`;
        return `You have ${what}. Open the chat to read.`;
      },
    },
    item_sold: {
      title: "Your item was sold",
      body: (product: string | null, buyer: string | null, amount: string | null) => {
        const item = product ? `"${product}"` : "Your item";
        const to = buyer ? ` to ${buyer}` : "";
        const price = amount ? ` for ${amount}` : "";
        return `${item} was sold${to}${price}. Hand it over, then confirm the sale in the chat.`;
      },
      /** A shipped sale: the seller sends the parcel; the amount is the price, their side of the sale. */
      shippedBody: (product: string | null, buyer: string | null, amount: string | null) => {
        const item = product ? `"${product}"` : "Your item";
        const to = buyer ? ` to ${buyer}` : "";
        const price = amount ? ` for ${amount}` : "";
        return `${item} was sold${to}${price}. Send it by the sending deadline with the sending code on the order page.`;
      },
    },
    payment_confirmed: {
      title: "Payment confirmed",
      body: (product: string | null, amount: string | null) => {
        const paid = amount ? `Your payment of ${amount}` : "Your payment";
        const item = product ? ` for "${product}"` : "";
        return `${paid}${item} went through. Agree the hand-over with the seller in the chat.`;
      },
      /** A shipped sale: the amount is what the buyer paid, the postage included. */
      shippedBody: (product: string | null, amount: string | null) => {
        const paid = amount ? `Your payment of ${amount}` : "Your payment";
        const item = product ? ` for "${product}"` : "";
        return `${paid}${item} went through. The seller sends it to your pickup point, and you are told when the parcel is on its way.`;
      },
    },
    sale_completed: {
      title: "Sale completed!",
      body: (product: string | null) =>
        product
          ? `The sale of "${product}" is complete. You can now review each other.`
          : "The sale is complete. You can now review each other.",
    },
    item_handed_over: {
      title: "Item handed over",
      body: (product: string | null) =>
        `The seller says they handed ${product ? `"${product}"` : "the item"} over to you. If everything is OK, confirm it in the chat; otherwise the sale completes automatically 48 hours after the hand-over.`,
    },
    parcel_shipped: {
      title: "Your parcel is on its way",
      body: (product: string | null) =>
        `The carrier collected ${product ? `"${product}"` : "your item"} from the seller. You can follow it on the order page.`,
    },
    parcel_delivered: {
      title: "Your parcel has arrived",
      body: (product: string | null) =>
        `${product ? `"${product}"` : "Your item"} is at your pickup point. Once you have it, confirm that everything is OK; otherwise the sale completes automatically in 48 hours.`,
    },
    case_update: {
      titles: {
        case_opened: "The buyer reported a problem",
        case_answer_reminder: "Answer the buyer's problem report",
        case_return_accepted: "The seller accepted a return",
        case_partial_offered: "The seller offered a partial refund",
        case_contested: "The seller contested the problem",
        case_buyer_added_photos: "The buyer added photos to the case",
        case_seller_added_photos: "The seller added photos to the case",
        case_escalated: "The case went to our moderators",
        case_refunded: "The case ended in a full refund",
        case_partially_refunded: "The case ended in a partial refund",
        case_decided_return: "Our moderators decided: a full refund once the item is back",
        case_decided_refunded: "Our moderators decided: a full refund",
        case_decided_partially_refunded: "Our moderators decided: a partial refund",
        case_decided_released: "Our moderators decided: the payment goes to the seller",
        case_appeal_upheld: "Your appeal was decided: the decision stands",
        case_appeal_overturned: "Your appeal was upheld: we made good your loss",
        case_appeal_overturned_unpaid: "Your appeal was upheld: the case no longer counts against you",
      } as Record<string, string>,
      returnPostage: {
        buyer: (amount: string) => `Return postage ${amount}: paid by the buyer, out of the refund.`,
        seller: (amount: string) => `Return postage ${amount}: paid by the seller.`,
        platform: (amount: string) => `Return postage ${amount}: paid by Kierto.`,
      } as Record<string, (amount: string) => string>,
      fallbackTitle: "Problem case",
      body: (product: string | null, amount: string | null) =>
        [product ? `"${product}"` : null, amount].filter(Boolean).join(": "),
    },
    offer: {
      titles: {
        offer_received: "New offer",
        offer_countered: "The seller made a counter-offer",
        offer_accepted: "Offer accepted",
        offer_declined: "Offer declined",
        offer_withdrawn: "Offer withdrawn",
        offer_expired: "Offer expired",
        offer_ended: "Offer ended: the item was sold",
      } as Record<string, string>,
      fallbackTitle: "Offer",
      body: (product: string | null, amount: string | null) =>
        [product ? `"${product}"` : null, amount].filter(Boolean).join(": "),
    },
    ship_by_reminder: {
      title: "Time to send the parcel",
      body: (product: string | null) =>
        `${product ? `"${product}"` : "Your sold item"} still waits to be handed to the carrier. Send it within 5 working days of the payment, or the sale is cancelled and the buyer refunded. The sending code is on the order page.`,
    },
    receipt_reminder: {
      title: "Is everything OK?",
      body: (product: string | null) =>
        `Please confirm that you received ${product ? `"${product}"` : "the item"}. The sale completes automatically 24 hours from now, and the seller is paid.`,
    },
    sale_cancelled: {
      title: "Sale cancelled",
      body: (product: string | null, amount: string | null, reason: string | null) => {
        const item = product ? `The seller cancelled the sale of "${product}".` : "The seller cancelled the sale.";
        const refund = amount ? ` ${amount} is refunded to you.` : " Your payment is refunded.";
        return `${item}${refund}${reason ? ` Reason: ${reason}` : ""}`;
      },
    },
    payment_refunded: {
      title: "Payment refunded",
      sellerTitle: "The buyer was refunded",
      /** To the buyer, by why the payment went back (`amount`: the whole of it, postage included). */
      buyer: {
        late_payment: (product: string | null, amount: string | null) =>
          `${product ? `"${product}"` : "The item"} was sold to someone else before your payment arrived, so ${amount ? `${amount} is refunded to you` : "your payment is refunded"}.`,
        parcel_returned: (product: string | null, amount: string | null) =>
          `The parcel${product ? ` of "${product}"` : ""} went back to the seller, so ${amount ? `${amount} is refunded to you` : "your payment is refunded"}.`,
        not_shipped: (product: string | null, amount: string | null) =>
          `The seller did not send ${product ? `"${product}"` : "your item"} in time, so ${amount ? `${amount} is refunded to you` : "your payment is refunded"}.`,
        staff: (product: string | null, amount: string | null) =>
          `Kierto refunded your payment${product ? ` for "${product}"` : ""}${amount ? `: ${amount} goes back to your card` : ""}.`,
      },
      /** To the seller: what happened to the sale, from their side. */
      seller: {
        late_payment: (product: string | null) =>
          `A payment${product ? ` for "${product}"` : ""} arrived after the item was sold to someone else, and went back to the buyer.`,
        parcel_returned: (product: string | null) =>
          `The parcel${product ? ` of "${product}"` : ""} was not picked up and goes back to you; the buyer was refunded.`,
        not_shipped: (product: string | null) =>
          `${product ? `"${product}"` : "The item"} was not sent by its deadline: the buyer was refunded and the item is on sale again.`,
        staff: (product: string | null, amount: string | null) =>
          `Kierto refunded the buyer's payment${product ? ` for "${product}"` : ""}${amount ? ` (${amount})` : ""}.`,
      },
    },
    price_drop: {
      title: "Price drop",
      body: (product: string | null, price: string | null) => {
        const item = product ? `"${product}", one of your favourites,` : "One of your favourites";
        return price ? `${item} is now ${price}.` : `${item} is now cheaper.`;
      },
    },
    saved_search_match: {
      title: (count: number): string =>
        count > 1 ? "New listings for your saved search" : "New listing for your saved search",
      body: (search: string | null, product: string | null, count: number) => {
        const which = search ? `"${search}"` : "your saved search";
        if (count > 1) return `${count} new listings match ${which}${product ? `, the latest "${product}"` : ""}.`;
        return product ? `"${product}" matches ${which}.` : `A new listing matches ${which}.`;
      },
    },
    new_listing: {
      title: (count: number): string =>
        count > 1 ? "New listings from a seller you follow" : "New listing from a seller you follow",
      body: (seller: string | null, product: string | null, count: number) => {
        const who = seller ?? "A seller you follow";
        if (count > 1) return `${who} listed ${count} new items${product ? `, the latest "${product}"` : ""}.`;
        return product ? `${who} listed "${product}".` : `${who} listed something new.`;
      },
    },
    new_review: {
      title: "New review",
      body: (reviewer: string | null, stars: number | null) => {
        const who = reviewer ?? "Someone";
        if (stars === null) return `${who} left you a review.`;
        return `${who} left you a ${stars}-star review.`;
      },
    },
    /** The statement of reasons of a moderation decision (EU Digital Services Act art. 17). */
    moderation_decision: {
      title: "Moderation decision",
      body: (action: string | null, reason: string | null, note: string | null, product: string | null) => {
        const decided =
          action === "suspend_user"
            ? "your account has been suspended"
            : action === "remove_listing"
              ? `your listing${product ? ` "${product}"` : ""} has been removed`
              : "a report about you was upheld, and this is a warning";
        const ground = reason ? ` Ground: ${reason}, against our terms of use.` : "";
        const why = note ? ` The moderator's explanation: ${note}` : "";
        return `After reviewing a report, ${decided}.${ground}${why} You can appeal within 14 days: open this notification to write your appeal. A moderator who did not take the decision will review it.`;
      },
    },
    suspension_lifted: {
      title: "Your account is open again",
      body: (note: string | null) =>
        `A moderator lifted the suspension of your account. You can buy, sell and message as before.${note ? ` The moderator's explanation: ${note}` : ""}`,
    },
    appeal_decided: {
      title: "Your appeal was reviewed",
      body: (overturned: boolean, lifted: boolean, note: string | null) => {
        const outcome = overturned
          ? `A moderator accepted your appeal and withdrew the decision${lifted ? "; your account is open again" : ""}.`
          : "A moderator reviewed your appeal and the decision stands.";
        return `${outcome}${note ? ` The moderator's explanation: ${note}` : ""}`;
      },
    },
    report_outcome: {
      title: "Your report was reviewed",
      body: (upheld: boolean, reason: string | null) => {
        const about = reason ? ` (${reason})` : "";
        return upheld
          ? `Thank you: a moderator upheld your report${about} and took action.`
          : `A moderator reviewed your report${about} and found no breach of our terms. Thank you for telling us.`;
      },
    },
    payout_paid: {
      title: "Withdrawal paid",
      body: (amount: string | null, last4: string | null) =>
        `${amount ?? "Your withdrawal"} has been paid to your bank account${last4 ? ` ending in ${last4}` : ""}.`,
    },
    payout_failed: {
      title: "Withdrawal returned",
      body: (amount: string | null, last4: string | null) =>
        `The bank returned your withdrawal${amount ? ` of ${amount}` : ""}${last4 ? ` to the account ending in ${last4}` : ""}. The money is back in your available balance: check your IBAN in the wallet and withdraw again.`,
    },
    profile_reminder: {
      title: "Complete your profile",
      body: "Add your city and a photo so buyers and sellers know who they are dealing with.",
    },
    ledger_check_failed: {
      title: "Ledger check found differences",
      body: (problems: number) =>
        `The hourly ledger check found ${problems === 1 ? "1 kind" : `${problems} kinds`} of difference. Open the finance page to see them.`,
    },
    dac7_details_needed: {
      title: "Your sales need your tax details",
      body: (year: number | null, remindersLeft: number | null) =>
        `Your sales in ${year ?? "this year"} pass the limits above which Kierto must report them to the Finnish Tax Administration (DAC7). Give your payout details and personal identity code in your wallet.${remindersLeft === 0 ? " If you don't, your payouts will wait until you do." : ""}`,
    },
    payouts_withheld: {
      title: "Your payouts are on hold",
      body: (year: number | null) =>
        `Your payouts wait until you give the details Kierto must report for your sales in ${year ?? "this year"}. Add them in your wallet and you can withdraw again at once.`,
    },
    other: { title: "Kierto", body: "Something changed in your account." },
  },
  settings: notificationSettings,
  push: pushTexts,
};
