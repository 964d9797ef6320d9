import { BellRing } from "lucide-react";
import { useState } from "react";
import { useMessages } from "@/i18n";
import { turnPushOn } from "@/lib/push-device";
import { closePushOffer, usePushOffer } from "@/lib/push-offer";
import { toast } from "@/lib/toast";
import { Button } from "./ui/button";

/**
 * The small prompt `offerPush()` opens after a person acted: 'Yes' asks the browser, 'Not now'
 * keeps it away on this device. The signed-in shell holds it at the top of the page, in the flow:
 * it takes no focus and covers nothing (a chat's composer least of all), so the person's own
 * action goes on undisturbed; its question is read out as a status.
 */
export function PushOfferPrompt() {
  const reason = usePushOffer();
  const t = useMessages().notifications.push;
  const [pending, setPending] = useState(false);
  if (!reason) return null;

  const accept = async () => {
    setPending(true);
    try {
      const state = await turnPushOn();
      if (state === "on") toast.success(t.device.turnedOn);
      // Refused in the browser's own question: it will not be asked again, so neither is ours.
      closePushOffer(state !== "on");
    } catch {
      toast.error(t.device.failed);
      closePushOffer(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-label={t.offer.label}
      className="mx-auto mb-4 flex max-w-3xl flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3"
    >
      <p role="status" className="flex items-start gap-2 text-sm text-stone-800">
        <BellRing aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {t.offer[reason]}
      </p>
      <div className="ml-auto flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => closePushOffer(true)} disabled={pending}>
          {t.offer.notNow}
        </Button>
        <Button size="sm" onClick={accept} disabled={pending}>
          {t.offer.turnOn}
        </Button>
      </div>
    </section>
  );
}
