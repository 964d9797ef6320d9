import { cn } from "@/lib/cn";

const sizes = { sm: "size-8 text-sm", md: "size-12 text-lg", lg: "size-20 text-3xl sm:size-24" } as const;

/** A person's avatar photo, or the first letter of their name on a coloured disc. */
export function Avatar({
  name,
  url,
  size = "md",
  className,
}: {
  name: string;
  url: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const base = cn("shrink-0 rounded-full", sizes[size], className);
  if (url) return <img src={url} alt="" className={cn(base, "object-cover")} width={96} height={96} />;
  return (
    <span
      aria-hidden
      className={cn(base, "flex items-center justify-center bg-brand-100 font-semibold text-brand-800")}
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
