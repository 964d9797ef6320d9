import { PageHeading } from "@/components/ui/page-heading";
import { ChatList } from "@/features/chats/components/chat-list";
import { useMessages } from "@/i18n";

/** docs/product-rules.md#chats-and-messages Chats ('Messages'). */
export function Component() {
  const m = useMessages().chats.list;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={m.title} description={m.description} />
      <ChatList />
    </div>
  );
}
