export {
  notificationPushJob,
  queueNotificationPushes,
  registerNotificationPush,
  sendNotificationPush,
  withNotificationPush,
} from "./notification-push.jobs";
export { pushRoutes } from "./push.routes";
export { DEVICES_PER_PERSON } from "./subscriptions.service";
