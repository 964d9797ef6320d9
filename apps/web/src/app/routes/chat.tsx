import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { chatKeys } from "@/features/chats/api/query-keys";
import { ChatView } from "@/features/chats/components/chat-view";
import { ModerationMenu } from "@/features/moderation/components/moderation-menu";
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
      )}
    />
  );
}
