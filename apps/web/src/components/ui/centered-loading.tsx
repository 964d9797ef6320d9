import { useMessages } from "@/i18n";

/** Spec §2: a centred 'Loading...' while the session is determined. */
export function CenteredLoading() {
  const m = useMessages();
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <p className="text-stone-600">{m.common.loading}</p>
    </div>
  );
}
