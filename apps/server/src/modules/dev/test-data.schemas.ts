import { z } from "@hono/zod-openapi";
import {
  CATEGORIES,
  COLORS,
  CONDITIONS,
  DELIVERY_METHODS,
  DISPLAY_NAME_MAX_LENGTH,
  FABRICS,
  GENDERS,
  LANGUAGES,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_TEXT_FIELD_MAX_LENGTH,
  LISTING_TITLE_MAX_LENGTH,
  MAX_PHOTOS_PER_LISTING,
  messageContentSchema,
  PARCEL_SIZE_CLASSES,
  PRODUCT_STATUSES,
  ROLES,
  SEASONS,
  SELLER_STATUSES,
  SIZES,
  STYLES,
} from "@kierto/shared";

/** A chat's opening messages: plenty for a journey, few enough for one request. */
const MESSAGES_PER_CHAT_MAX = 50;

export const testUserInputSchema = z
  .object({
    displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX_LENGTH).optional(),
    role: z.enum(ROLES).default("user"),
    language: z.enum(LANGUAGES).default("en").openapi({ description: "The profile's language" }),
    city: z.string().trim().max(LISTING_TEXT_FIELD_MAX_LENGTH).optional(),
    bio: z.string().trim().max(500).optional(),
    emailVerified: z.boolean().default(true).openapi({ description: "false: a sign-up not yet confirmed by mail" }),
    signedIn: z.boolean().default(true).openapi({ description: "Answer with a session cookie for the account" }),
  })
  .refine((input) => input.emailVerified || !input.signedIn, {
    message: "An unconfirmed account cannot be signed in.",
    path: ["signedIn"],
  })
  .openapi("TestUserInput");

export const testUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    password: z.string().openapi({ description: "For journeys that sign in through the form" }),
    displayName: z.string(),
    role: z.enum(ROLES),
  })
  .openapi("TestUser");

export const testListingInputSchema = z
  .object({
    sellerId: z.uuid(),
    title: z.string().trim().min(1).max(LISTING_TITLE_MAX_LENGTH).optional(),
    description: z.string().trim().max(LISTING_DESCRIPTION_MAX_LENGTH).optional(),
    priceCents: z.number().int().positive().max(10_000_000).optional().openapi({ description: "Euro cents" }),
    category: z.enum(CATEGORIES).optional(),
    size: z.enum(SIZES).optional(),
    condition: z.enum(CONDITIONS).optional(),
    brand: z.string().trim().min(1).max(LISTING_TEXT_FIELD_MAX_LENGTH).optional(),
    color: z.enum(COLORS).optional(),
    season: z.enum(SEASONS).optional(),
    style: z.enum(STYLES).optional(),
    fabric: z.enum(FABRICS).optional(),
    gender: z.enum(GENDERS).optional(),
    city: z.string().trim().min(1).max(LISTING_TEXT_FIELD_MAX_LENGTH).optional(),
    deliveryMethod: z.enum(DELIVERY_METHODS).optional(),
    parcelSize: z
      .enum(PARCEL_SIZE_CLASSES)
      .optional()
      .openapi({ description: "For a shipped listing; small unless given. Ignored for hand delivery only" }),
    status: z
      .enum(SELLER_STATUSES)
      .default("active")
      .openapi({ description: "A sold listing comes from a sale, never from here" }),
    photos: z
      .number()
      .int()
      .min(0)
      .max(MAX_PHOTOS_PER_LISTING)
      .default(1)
      .openapi({ description: "Drawn photos, sent through the upload pipeline like a real upload" }),
  })
  .openapi("TestListingInput");

export const testListingSchema = z
  .object({
    id: z.uuid(),
    sellerId: z.uuid(),
    title: z.string(),
    priceCents: z.number().int(),
    category: z.enum(CATEGORIES),
    size: z.enum(SIZES),
    brand: z.string().nullable(),
    city: z.string().nullable(),
    status: z.enum(PRODUCT_STATUSES),
  })
  .openapi("TestListing");

export const testChatInputSchema = z
  .object({
    listingId: z.uuid(),
    buyerId: z.uuid(),
    messages: z
      .array(z.object({ senderId: z.uuid(), content: messageContentSchema }))
      .max(MESSAGES_PER_CHAT_MAX)
      .default([])
      .openapi({ description: "Sent in this order, each as if its sender had typed it" }),
  })
  .openapi("TestChatInput");

export const testChatSchema = z.object({ id: z.uuid(), messageIds: z.array(z.uuid()) }).openapi("TestChat");

export const testFavoriteSchema = z.object({ userId: z.uuid(), listingId: z.uuid() }).openapi("TestFavorite");
