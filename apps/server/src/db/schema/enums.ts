import {
  APPEAL_STATUSES,
  AUDIT_ACTIONS,
  CATEGORIES,
  COLORS,
  CONDITIONS,
  DELIVERY_METHODS,
  FABRICS,
  GENDERS,
  LANGUAGES,
  LEDGER_ACCOUNTS,
  LEDGER_ENTRY_KINDS,
  MESSAGE_KINDS,
  MODERATION_ACTIONS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_TYPES,
  PAYMENT_PROVIDERS,
  REPORT_REASONS,
  REPORT_STATUSES,
  ROLES,
  SALE_STATES,
  SEASONS,
  STORED_PRODUCT_STATUSES,
  STYLES,
} from "@kierto/shared";
import { pgEnum } from "drizzle-orm/pg-core";

// Every status, type, role and option list is a Postgres enum, so the database itself refuses
// a value the product does not know, whatever code path writes it.
export const roleEnum = pgEnum("role", ROLES);
export const productStatusEnum = pgEnum("product_status", STORED_PRODUCT_STATUSES);
export const categoryEnum = pgEnum("category", CATEGORIES);
export const genderEnum = pgEnum("gender", GENDERS);
export const conditionEnum = pgEnum("condition", CONDITIONS);
export const colorEnum = pgEnum("color", COLORS);
export const seasonEnum = pgEnum("season", SEASONS);
export const styleEnum = pgEnum("style", STYLES);
export const fabricEnum = pgEnum("fabric", FABRICS);
export const deliveryMethodEnum = pgEnum("delivery_method", DELIVERY_METHODS);
export const reportReasonEnum = pgEnum("report_reason", REPORT_REASONS);
export const reportStatusEnum = pgEnum("report_status", REPORT_STATUSES);
export const saleStateEnum = pgEnum("sale_state", SALE_STATES);
export const paymentProviderEnum = pgEnum("payment_provider", PAYMENT_PROVIDERS);
export const languageEnum = pgEnum("language", LANGUAGES);
export const messageKindEnum = pgEnum("message_kind", MESSAGE_KINDS);
export const notificationTypeEnum = pgEnum("notification_type", NOTIFICATION_TYPES);
export const notificationGroupEnum = pgEnum("notification_group", NOTIFICATION_GROUPS);
export const moderationActionEnum = pgEnum("moderation_action", MODERATION_ACTIONS);
export const auditActionEnum = pgEnum("audit_action", AUDIT_ACTIONS);
export const appealStatusEnum = pgEnum("appeal_status", APPEAL_STATUSES);
export const ledgerAccountEnum = pgEnum("ledger_account", LEDGER_ACCOUNTS);
export const ledgerEntryKindEnum = pgEnum("ledger_entry_kind", LEDGER_ENTRY_KINDS);
