/** Push messages on this device: the offer after an action, and the settings' control. */
export const pushTexts = {
  offer: {
    label: "Push notifications",
    chat: "Get a notification when they answer?",
    saved_search: "Get a notification when new listings match your search?",
    turnOn: "Yes, notify me",
    notNow: "Not now",
  },
  device: {
    title: "Push notifications on this device",
    states: {
      on: "On: this device shows Kierto's push notifications.",
      off: "Off: this device shows no push notifications.",
      blocked:
        "Blocked by your browser. Allow notifications for Kierto in the browser's site settings to turn them on.",
      unsupported: "This browser cannot show push notifications.",
    },
    turnOn: "Turn on for this device",
    turnOff: "Turn off for this device",
    turnedOn: "Push notifications are on for this device",
    turnedOff: "Push notifications are off for this device",
    failed: "Could not change push notifications for this device",
    columnNote: "The Push column chooses what is sent to the devices where push notifications are on.",
  },
};
