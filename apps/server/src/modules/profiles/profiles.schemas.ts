import { z } from "@hono/zod-openapi";
import { displayNameSchema, ROLES, text } from "@kierto/shared";

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

export const ownProfileSchema = publicProfileSchema.extend({ role: z.enum(ROLES) }).openapi("OwnProfile");

export const sessionSchema = z
  .object({
    user: z
      .object({ id: z.uuid(), email: z.string(), name: z.string(), emailVerified: z.boolean(), role: z.enum(ROLES) })
      .nullable(),
    session: z.object({ id: z.string(), expiresAt: z.iso.datetime() }).nullable(),
    profile: ownProfileSchema.nullable(),
  })
  .openapi("Session");

export const updateProfileSchema = z
  .object({
    displayName: displayNameSchema.optional(),
    bio: text().trim().max(500).nullable().optional(),
    city: text().trim().max(60).nullable().optional(),
  })
  .openapi("UpdateProfile");
