/** Where a notification leads: one rule for the bell and for push messages, so it lives in the shared package. */
export { notificationTarget } from "@kierto/shared";
