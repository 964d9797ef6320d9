import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { usePushDevice } from "@/lib/push-device";
import { toast } from "@/lib/toast";

/**
 * Settings, Notifications: push on this device, which is the browser's to allow, apart from the
 * choices per group, which follow the person to every device. The browser is asked only when the
 * person presses the button.
 */
export function PushDeviceControl() {
  const t = useMessages().notifications.push.device;
  const { state, pending, turnOn, turnOff } = usePushDevice();
  if (!state) return null;

  const change = async (action: () => Promise<string>) => {
    try {
      const next = await action();
      if (next === "on") toast.success(t.turnedOn);
      else if (next === "off") toast.success(t.turnedOff);
    } catch {
      toast.error(t.failed);
    }
  };

  return (
    <section
      aria-labelledby="push-device-title"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="min-w-0 flex-1">
        <h3 id="push-device-title" className="font-medium">
          {t.title}
        </h3>
        <p role="status" className="text-sm text-stone-700" data-push-state={state}>
          {t.states[state]}
        </p>
      </div>
      {state === "on" ? (
        <Button variant="secondary" onClick={() => change(turnOff)} disabled={pending}>
          {t.turnOff}
        </Button>
      ) : state === "off" ? (
        <Button onClick={() => change(turnOn)} disabled={pending}>
          {t.turnOn}
        </Button>
      ) : null}
    </section>
  );
}
