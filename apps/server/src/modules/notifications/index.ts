export { notifyNewMessage } from "./new-message";
export type { CaseNoticeKey, NotificationContent, OfferNoticeKey } from "./notification-templates";
export { notificationTemplates } from "./notification-templates";
export { notificationRoutes } from "./notifications.routes";
export { notificationSchema } from "./notifications.schemas";
export { createNotification, toNotificationDto } from "./notifications.service";
