import { z } from "zod";
import { MESSAGE_MAX_LENGTH, REPORT_DESCRIPTION_MAX_LENGTH } from "../constants";
import { LISTING_REPORT_REASONS, USER_REPORT_REASONS } from "../options";
import { text } from "./text";

/**
 * Chat, block and report request schemas, shared by the server and the web app's chat screen.
 */

/** 'Message Seller' on a listing: the seller is the listing's owner, the buyer the caller. */
export const startChatSchema = z.object({ productId: z.uuid() });

/**
 * docs/product-rules.md#chats-and-messages Message: the text is trimmed, and empty or whitespace-only text is not sent.
 * The limit applies to the trimmed text, as the database checks it.
 */
export const messageContentSchema = text()
  .trim()
  .min(1, "Write a message first.")
  .max(MESSAGE_MAX_LENGTH, `At most ${MESSAGE_MAX_LENGTH} characters.`);

export const sendMessageSchema = z.object({
  content: messageContentSchema,
  /**
   * A random id the browser picks once per typed message. Sending again with the same id (a retry
   * after a dropped connection) returns the stored message instead of storing a second copy.
   */
  clientId: z.uuid().optional(),
});

/** Blocking is a one-way insert (docs/product-rules.md#chats-and-messages); the blocker is always the signed-in user. */
export const blockUserSchema = z.object({ userId: z.uuid() });

/** docs/product-rules.md#chats-and-messages Report: a reason from the list is required, the description optional. */
export const reportUserSchema = z.object({
  reportedId: z.uuid(),
  /** The conversation the report comes from, when made from the chat's menu. */
  chatId: z.uuid().nullish(),
  reason: z.enum(USER_REPORT_REASONS),
  description: text()
    .trim()
    .max(REPORT_DESCRIPTION_MAX_LENGTH, `At most ${REPORT_DESCRIPTION_MAX_LENGTH} characters.`)
    .nullish()
    .transform((value) => value || null),
});

/**
 * A notice about a listing. The description is required: a notice must say why the content is
 * illegal or wrong (DSA art. 16(2)). A guest gives an address for the outcome; a signed-in
 * reporter's own is used and any given here is ignored.
 */
export const reportListingSchema = z.object({
  reason: z.enum(LISTING_REPORT_REASONS),
  description: text()
    .trim()
    .min(1, "Describe what is wrong with the listing.")
    .max(REPORT_DESCRIPTION_MAX_LENGTH, `At most ${REPORT_DESCRIPTION_MAX_LENGTH} characters.`),
  email: z
    .email()
    .max(254)
    .nullish()
    .transform((value) => value || null),
});

export type ReportListingInput = z.input<typeof reportListingSchema>;

export type StartChatInput = z.input<typeof startChatSchema>;
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type BlockUserInput = z.input<typeof blockUserSchema>;
export type ReportUserInput = z.input<typeof reportUserSchema>;
