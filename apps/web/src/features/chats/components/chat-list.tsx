import { useQuery } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { chatsQuery } from "../api/get-chats";
import { ChatListItem } from "./chat-list-item";

const SKELETON_ROWS = 4;

/** docs/product-rules.md#chats-and-messages Chats: newest activity first, kept current by the live channel. */
export function ChatList() {
  const m = useMessages();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(chatsQuery);

  if (isPending) {
    return (
      <div
        role="status"
        aria-label={m.common.loading}
        className="overflow-hidden rounded-2xl border border-stone-200 bg-white"
      >
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <div key={i} className="flex gap-4 border-b border-stone-100 px-5 py-4 last:border-0">
            <div className="size-16 animate-pulse rounded-lg bg-stone-200" />
            <div className="flex-1 space-y-2 py-1">
              <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-stone-100" />
              <div className="h-3 w-3/4 animate-pulse rounded bg-stone-100" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
        <p className="text-stone-800">{m.chats.list.loadError}</p>
        <Button variant="secondary" className="mt-4" disabled={isRefetching} onClick={() => refetch()}>
          {m.common.retry}
        </Button>
      </div>
    );
  }

  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
        <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-500">
          <MessageCircle aria-hidden className="size-7" />
        </span>
        <p className="text-lg font-semibold text-stone-900">{m.chats.list.empty}</p>
        <p className="mt-1 max-w-sm text-sm text-stone-600">{m.chats.list.emptyBody}</p>
        <Button asChild className="mt-5">
          <Link to={paths.app.href}>{m.chats.list.browse}</Link>
        </Button>
      </div>
    );
  }

  return (
    <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white">
      {data.items.map((chat) => (
        <li key={chat.id}>
          <ChatListItem chat={chat} />
        </li>
      ))}
    </ul>
  );
}
