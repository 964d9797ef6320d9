import type { Role } from "@kierto/shared";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { accounts, profiles, users } from "./schema";

/**
 * Factories shared by the tests and the demo seed: each builds one valid row (and what it needs)
 * from sensible defaults, with any field overridable.
 */

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export interface UserOverrides {
  email?: string;
  password?: string;
  displayName?: string;
  emailVerified?: boolean;
  role?: Role;
  city?: string | null;
  bio?: string | null;
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
  displayName: string;
}

/** Hashing is the slow part; the same password hashes once per process. */
const hashes = new Map<string, Promise<string>>();
const hashed = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password) as Promise<string>;
};

export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<CreatedUser> {
  const suffix = next();
  const email = (overrides.email ?? `user-${suffix}@example.test`).toLowerCase();
  const password = overrides.password ?? "correct-horse-battery";
  const displayName = overrides.displayName ?? `User ${suffix}`;
  const passwordHash = await hashed(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, name: displayName, emailVerified: overrides.emailVerified ?? true })
      .returning({ id: users.id });
    if (!user) throw new Error("user insert returned nothing");
    await tx
      .insert(accounts)
      .values({ userId: user.id, accountId: user.id, providerId: "credential", password: passwordHash });
    await tx.insert(profiles).values({
      id: user.id,
      displayName,
      role: overrides.role ?? "user",
      city: overrides.city ?? null,
      bio: overrides.bio ?? null,
    });
    return { id: user.id, email, password, displayName };
  });
}

export async function setRole(db: Database, userId: string, role: Role) {
  await db.update(profiles).set({ role }).where(eq(profiles.id, userId));
}
