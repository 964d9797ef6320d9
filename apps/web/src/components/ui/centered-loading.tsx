import { useMessages } from "@/i18n";

/** docs/product-rules.md#accounts-and-profiles: a centred 'Loading...' while the session is determined. */
export function CenteredLoading() {
  const m = useMessages();
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <p className="text-stone-600">{m.common.loading}</p>
    </div>
  );
}
