import { Shirt } from "lucide-react";
import { cn } from "@/lib/cn";
import type { ChatSummary } from "../api/get-chats";

/** The item's cover photo, small and square, or a placeholder when it has none. */
export function ProductThumb({ product, className }: { product: ChatSummary["product"]; className?: string }) {
  const faded = product.status === "sold" || product.status === "deleted";
  return (
    <span className={cn("relative block shrink-0 overflow-hidden rounded-lg bg-stone-100", className)}>
      {product.cover ? (
        <img
          src={product.cover.cardUrl}
          alt=""
          width={96}
          height={128}
          loading="lazy"
          className={cn("size-full object-cover", faded && "opacity-60 grayscale-[40%]")}
        />
      ) : (
        <span className="flex size-full items-center justify-center text-stone-400">
          <Shirt aria-hidden className="size-1/2" />
        </span>
      )}
    </span>
  );
}
