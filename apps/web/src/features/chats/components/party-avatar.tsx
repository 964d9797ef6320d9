import { cn } from "@/lib/cn";

const sizes = { xs: "size-5 text-[0.625rem]", sm: "size-7 text-xs" } as const;

/**
 * The other person's photo or initial, smaller than the shared Avatar's sizes: beside their
 * name in the chat header, and on the corner of the item photo in Messages.
 */
export function PartyAvatar({
  party,
  size,
  className,
}: {
  party: { displayName: string; avatarUrl: string | null };
  size: keyof typeof sizes;
  className?: string;
}) {
  const base = cn("shrink-0 rounded-full", sizes[size], className);
  if (party.avatarUrl) {
    return <img src={party.avatarUrl} alt="" width={56} height={56} className={cn(base, "object-cover")} />;
  }
  return (
    <span
      aria-hidden
      className={cn(base, "flex items-center justify-center bg-brand-100 font-semibold text-brand-800")}
    >
      {party.displayName.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
