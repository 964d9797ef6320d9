import { useQueryClient } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { chatKeys } from "@/features/chats/api/query-keys";
import { ChatView } from "@/features/chats/components/chat-view";
import { ModerationMenu } from "@/features/moderation/components/moderation-menu";
import { OffersPanel } from "@/features/offers/components/offers-panel";
import { useLiveStatus } from "@/features/realtime/live-status";
import { SalePanel } from "@/features/transactions/components/sale-panel";
import { personName } from "@/lib/person-name";

/**
 * docs/product-rules.md#chats-and-messages Chat, at /chat/{id} (from a product) and /app/chat/{id}, with its moderation menu and
 * the sale confirmation.
 */
export function Component() {
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const live = useLiveStatus();
  // The product page's Make an offer opens the chat with the offer form open.
  const [search] = useSearchParams();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
  };

  return (
    <ChatView
      // A different chat starts afresh: its own scroll position, outbox and input.
      key={id}
      chatId={id}
      connectionLost={live === "reconnecting"}
      actions={(chat) => (
        <ModerationMenu
          chatId={chat.id}
          otherParty={chat.otherParty}
          blockedByMe={chat.blockedByMe}
          onBlocked={refresh}
        />
      )}
      salePanel={(chat) => (
        <>
          <OffersPanel
            chatId={chat.id}
            productId={chat.product.id}
            role={chat.role}
            priceCents={chat.product.priceCents}
            offerFloorCents={null}
            itemForSale={chat.product.status === "active" && chat.canSend && !chat.reservedForAnother}
            startOpen={search.get("offer") === "1"}
          />
          <SalePanel
            chatId={chat.id}
            role={chat.role}
            otherPartyName={personName(chat.otherParty.displayName)}
            productTitle={chat.product.title}
            priceCents={chat.product.priceCents}
            itemForSale={chat.product.status === "active"}
            blocked={chat.blocked}
            onChanged={refresh}
          />
        </>
      )}
    />
  );
}
