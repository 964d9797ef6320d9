import { createRoute } from "@hono/zod-openapi";
import { MAX_PHOTO_BYTES } from "@kierto/shared";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../app-env";
import { notFound } from "../../lib/http-error";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { photoTooLarge } from "../uploads";
import { saveAvatar } from "./avatar.service";
import {
  avatarUploadSchema,
  ownProfilePageSchema,
  ownProfileSchema,
  publicProfileSchema,
  sessionSchema,
  updateProfileSchema,
} from "./profiles.schemas";
import { findProfile, getOwnProfilePage, toOwnProfile, toPublicProfile, updateOwnProfile } from "./profiles.service";

/** The avatar upload is exempt from the API's small JSON body limit (app.ts) and has this one. */
export const AVATAR_UPLOAD_PATH = "/api/profiles/me/avatar";

const avatarBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_PHOTO_BYTES + 512 * 1024,
  onError: () => {
    throw photoTooLarge();
  },
});

const getSession = createRoute({
  method: "get",
  path: "/session",
  tags: ["Profiles"],
  summary: "The signed-in user, their session and profile; all null for a guest",
  responses: { 200: { description: "The session", content: { "application/json": { schema: sessionSchema } } } },
});

const getOwnProfile = createRoute({
  method: "get",
  path: "/profiles/me",
  tags: ["Profiles"],
  summary: "The signed-in user's own profile, with the Verified badge, rating and number of items listed",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The profile", content: { "application/json": { schema: ownProfilePageSchema } } },
    ...errorResponses(401, 404),
  },
});

const updateProfile = createRoute({
  method: "patch",
  path: "/profiles/me",
  tags: ["Profiles"],
  summary: "Change the signed-in user's display name, bio or city; fields left out keep their value",
  middleware: [signedIn] as const,
  request: { body: { content: { "application/json": { schema: updateProfileSchema } }, required: true } },
  responses: {
    200: { description: "The updated profile", content: { "application/json": { schema: ownProfileSchema } } },
    ...errorResponses(400, 401, 404),
  },
});

const uploadAvatar = createRoute({
  method: "post",
  path: "/profiles/me/avatar",
  tags: ["Profiles"],
  summary: "Replace the signed-in user's avatar",
  description:
    "Multipart field `file`: a JPEG, PNG or WebP of at most 10 MB, cropped to a 256 px square WebP without " +
    "metadata and stored at avatars/{userId}/avatar, replacing the previous one. 20 uploads per user per 10 minutes.",
  middleware: [signedIn, rateLimit({ name: "avatar-uploads", windowSeconds: 600, max: 20 }), avatarBodyLimit] as const,
  request: { body: { required: true, content: { "multipart/form-data": { schema: avatarUploadSchema } } } },
  responses: {
    200: { description: "The updated profile", content: { "application/json": { schema: ownProfileSchema } } },
    ...errorResponses(400, 401, 413, 415, 429),
  },
});

const getPublicProfile = createRoute({
  method: "get",
  path: "/profiles/{id}",
  tags: ["Profiles"],
  summary: "Anyone's public profile",
  request: { params: idParamSchema },
  responses: {
    200: { description: "The profile", content: { "application/json": { schema: publicProfileSchema } } },
    ...errorResponses(400, 404),
  },
});

export function profileRoutes() {
  return createRouter()
    .openapi(getSession, async (c) => {
      const user = c.var.user;
      if (!user) return c.json({ user: null, session: null, profile: null }, 200);
      const found = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
      const profile = await findProfile(c.var.deps.db, user.id);
      const staff = user.role === "moderator" || user.role === "admin";
      const twoFactorSetupRequired = staff && c.var.deps.env.requireStaffTwoFactor && !user.twoFactorEnabled;
      return c.json(
        {
          user: { ...user, twoFactorSetupRequired },
          session: found ? { id: found.session.id, expiresAt: found.session.expiresAt.toISOString() } : null,
          profile: profile ? toOwnProfile(profile) : null,
        },
        200,
      );
    })
    .openapi(getOwnProfile, async (c) => {
      const page = await getOwnProfilePage(c.var.deps.db, c.var.user.id);
      if (!page) throw notFound("Profile not found.");
      return c.json(page, 200);
    })
    .openapi(updateProfile, async (c) => {
      const row = await updateOwnProfile(c.var.deps.db, c.var.user.id, c.req.valid("json"));
      if (!row) throw notFound("Profile not found.");
      return c.json(toOwnProfile(row), 200);
    })
    .openapi(uploadAvatar, async (c) => {
      const { file } = c.req.valid("form");
      if (file.size > MAX_PHOTO_BYTES) throw photoTooLarge();
      const { db, storage } = c.var.deps;
      const row = await saveAvatar(db, storage, c.var.user.id, new Uint8Array(await file.arrayBuffer()));
      if (!row) throw notFound("Profile not found.");
      return c.json(toOwnProfile(row), 200);
    })
    .openapi(getPublicProfile, async (c) => {
      const profile = await findProfile(c.var.deps.db, c.req.valid("param").id);
      if (!profile) throw notFound("Profile not found.");
      return c.json(toPublicProfile(profile), 200);
    });
}
