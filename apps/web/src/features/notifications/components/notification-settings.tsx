import {
  MANDATORY_EMAIL_GROUPS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  type NotificationChannel,
  type NotificationGroup,
  type NotificationPreferences,
} from "@kierto/shared";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../api/notification-preferences";
import { PushDeviceControl } from "./push-device-control";

/**
 * The groups and channels a person chooses: every group sends something now, saved searches
 * included, through every channel.
 */
const SHOWN_GROUPS = NOTIFICATION_GROUPS;

const locked = (group: NotificationGroup, channel: NotificationChannel) =>
  channel === "email" && MANDATORY_EMAIL_GROUPS.includes(group);

/** Settings, Notifications: which channels tell the person about each group of news. */
export function NotificationSettings() {
  const m = useMessages().notifications;
  const t = m.settings;
  const saved = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences>();
  // Seeded once: a refetch when the tab regains focus must not undo the switches just turned.
  useEffect(() => {
    if (saved.data) setDraft((current) => current ?? saved.data);
  }, [saved.data]);

  const toggle = (group: NotificationGroup, channel: NotificationChannel, on: boolean) =>
    setDraft((current) => (current ? { ...current, [group]: { ...current[group], [channel]: on } } : current));

  return (
    <section id="notifications" aria-labelledby="notification-settings" className="space-y-4">
      <h2 id="notification-settings" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="text-stone-700">{t.intro}</p>
      <PushDeviceControl />
      {saved.isError ? (
        <p className="text-red-700">{t.loadError}</p>
      ) : draft ? (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(draft, { onSuccess: () => toast.success(t.saved) });
          }}
        >
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-stone-200">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t.group}
                  </th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <th key={channel} scope="col" className="px-3 py-2 text-center font-medium">
                      {t.channels[channel]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {SHOWN_GROUPS.map((group) => (
                  <tr key={group} className="border-b border-stone-100">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {t.groups[group]}
                    </th>
                    {NOTIFICATION_CHANNELS.map((channel) => (
                      <td key={channel} className="px-3 py-2 text-center">
                        <input
                          type="checkbox"
                          className="size-4"
                          aria-label={t.choice(t.groups[group], t.channels[channel])}
                          aria-describedby={locked(group, channel) ? "notification-required" : undefined}
                          checked={locked(group, channel) || draft[group][channel]}
                          disabled={locked(group, channel)}
                          onChange={(event) => toggle(group, channel, event.target.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p id="notification-required" className="text-sm text-stone-600">
            {t.required}
          </p>
          <p className="text-sm text-stone-600">{m.push.device.columnNote}</p>
          <Button type="submit" disabled={save.isPending}>
            {t.save}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
