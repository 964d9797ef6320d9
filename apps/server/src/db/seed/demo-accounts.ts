import { randomBytes } from "node:crypto";
import type { Role } from "@kierto/shared";

export interface DemoAccount {
  email: string;
  displayName: string;
  role: Role;
  city: string;
  bio: string;
}

/** Outside production everyone signs in with this password; the README lists the accounts. */
export const DEMO_PASSWORD = "kierto-demo-2026";

/**
 * The password of each demo account: the README's one for a local install, or, where the README
 * must not open the door (production), a random one per account that only the start-up log shows.
 */
export function demoPasswords(random: boolean): Map<string, string> {
  return new Map(
    DEMO_ACCOUNTS.map((account) => [account.email, random ? randomBytes(18).toString("base64url") : DEMO_PASSWORD]),
  );
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: "admin@kierto.test",
    displayName: "Aino Admin",
    role: "admin",
    city: "Helsinki",
    bio: "Keeping Kierto tidy.",
  },
  {
    email: "moderator@kierto.test",
    displayName: "Mikko Moderaattori",
    role: "moderator",
    city: "Tampere",
    bio: "Here to help.",
  },
  {
    email: "emma@kierto.test",
    displayName: "Emma Virtanen",
    role: "user",
    city: "Helsinki",
    bio: "Vintage Marimekko and everyday basics.",
  },
  {
    email: "juho@kierto.test",
    displayName: "Juho Korhonen",
    role: "user",
    city: "Tampere",
    bio: "Outdoor gear and denim, well looked after.",
  },
  {
    email: "sanna@kierto.test",
    displayName: "Sanna Mäkinen",
    role: "user",
    city: "Turku",
    bio: "Clearing my wardrobe one season at a time.",
  },
  {
    email: "leevi@kierto.test",
    displayName: "Leevi Nieminen",
    role: "user",
    city: "Oulu",
    bio: "Looking for warm winter coats.",
  },
  { email: "helmi@kierto.test", displayName: "Helmi Laine", role: "user", city: "Espoo", bio: "Second-hand first." },
];
