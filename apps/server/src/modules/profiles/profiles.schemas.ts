import { z } from "@hono/zod-openapi";
import { displayNameSchema, LANGUAGES, ROLES, text } from "@kierto/shared";
import { ratingSummarySchema } from "../reviews";

export const publicProfileSchema = z
  .object({
    id: z.uuid(),
    displayName: z.string(),
    bio: z.string().nullable(),
    city: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    lastSeen: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi("PublicProfile");

export const ownProfileSchema = publicProfileSchema
  .extend({ role: z.enum(ROLES), language: z.enum(LANGUAGES) })
  .openapi("OwnProfile");

export const sessionSchema = z
  .object({
    user: z
      .object({
        id: z.uuid(),
        email: z.string(),
        name: z.string(),
        emailVerified: z.boolean(),
        role: z.enum(ROLES),
        /** Sign-in asks for a second factor (docs/decisions/0034). */
        twoFactorEnabled: z.boolean(),
        /** A moderator or admin whom the staff pages refuse until they turn two-factor sign-in on. */
        twoFactorSetupRequired: z.boolean(),
      })
      .nullable(),
    session: z.object({ id: z.string(), expiresAt: z.iso.datetime() }).nullable(),
    profile: ownProfileSchema.nullable(),
  })
  .openapi("Session");

/** The signed-in user's Profile screen (docs/product-rules.md#accounts-and-profiles): the profile and what is shown beside it. */
export const ownProfilePageSchema = ownProfileSchema
  .extend({
    /** The Verified badge: the e-mail address is confirmed. */
    emailVerified: z.boolean(),
    rating: ratingSummarySchema,
    /** Listings that have been published (active or sold); drafts are not listed yet. */
    itemsListed: z.number().int(),
  })
  .openapi("OwnProfilePage");

/** Only the fields sent change; a field left out keeps its value, and null or blank clears bio or city. */
export const updateProfileSchema = z
  .object({
    displayName: displayNameSchema.optional(),
    bio: text().trim().max(500).nullable().optional(),
    city: text().trim().max(60).nullable().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: "Send at least one of displayName, bio and city.",
  })
  .openapi("UpdateProfile");

export const avatarUploadSchema = z.object({
  file: z.instanceof(File).openapi({ type: "string", format: "binary", description: "A JPEG, PNG or WebP photo" }),
});
