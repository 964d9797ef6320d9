export { shownInBell } from "./in-app-choice";
export { notifyNewMessage } from "./new-message";
export { getsNewsOf } from "./news-choice";
export {
  messageDigestJob,
  notificationMailJob,
  registerNotificationMail,
  runMessageDigestsNow,
  withNotificationMail,
} from "./notification-mail.jobs";
export type { CaseNoticeKey, NotificationContent, OfferNoticeKey, RefundCause } from "./notification-templates";
export { notificationTemplates } from "./notification-templates";
export { titleInNotification } from "./notification-title";
export { notificationRoutes } from "./notifications.routes";
export { notificationSchema } from "./notifications.schemas";
export { createNotification, toNotificationDto } from "./notifications.service";
export { notificationPreferenceRoutes } from "./preferences.routes";
export { wantsPush } from "./preferences.service";
export { unsubscribeRoutes } from "./unsubscribe.routes";
export { createUnsubscribeToken } from "./unsubscribe-token";
