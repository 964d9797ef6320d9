import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { profiles } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { signedIn } from "../auth/guards";
import { ownProfileSchema, publicProfileSchema, sessionSchema, updateProfileSchema } from "./profiles.schemas";
import { blankToNull, findProfile, toOwnProfile, toPublicProfile } from "./profiles.service";

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
  summary: "The signed-in user's own profile",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The profile", content: { "application/json": { schema: ownProfileSchema } } },
    ...errorResponses(401, 404),
  },
});

const updateOwnProfile = createRoute({
  method: "patch",
  path: "/profiles/me",
  tags: ["Profiles"],
  summary: "Change the signed-in user's display name, bio or city",
  middleware: [signedIn] as const,
  request: { body: { content: { "application/json": { schema: updateProfileSchema } }, required: true } },
  responses: {
    200: { description: "The updated profile", content: { "application/json": { schema: ownProfileSchema } } },
    ...errorResponses(400, 401),
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
      return c.json(
        {
          user,
          session: found ? { id: found.session.id, expiresAt: found.session.expiresAt.toISOString() } : null,
          profile: profile ? toOwnProfile(profile) : null,
        },
        200,
      );
    })
    .openapi(getOwnProfile, async (c) => {
      const user = c.var.user;
      const profile = await findProfile(c.var.deps.db, user.id);
      if (!profile) throw notFound("Profile not found.");
      return c.json(toOwnProfile(profile), 200);
    })
    .openapi(updateOwnProfile, async (c) => {
      const user = c.var.user;
      const input = c.req.valid("json");
      const [row] = await c.var.deps.db
        .update(profiles)
        .set({ displayName: input.displayName, bio: blankToNull(input.bio), city: blankToNull(input.city) })
        .where(eq(profiles.id, user.id))
        .returning();
      if (!row) throw notFound("Profile not found.");
      return c.json(toOwnProfile(row), 200);
    })
    .openapi(getPublicProfile, async (c) => {
      const profile = await findProfile(c.var.deps.db, c.req.valid("param").id);
      if (!profile) throw notFound("Profile not found.");
      return c.json(toPublicProfile(profile), 200);
    });
}
