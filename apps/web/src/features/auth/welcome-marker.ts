/**
 * docs/product-rules.md#accounts-and-profiles "Local browser flag": a per-user marker set the first time the welcome redirect
 * happens, so that only the first confirmed sign-in lands on /welcome.
 */
const key = (userId: string) => `kierto:welcomed:${userId}`;

export function hasBeenWelcomed(userId: string): boolean {
  try {
    return localStorage.getItem(key(userId)) !== null;
  } catch {
    return true; // storage blocked: never trap the user in a welcome loop
  }
}

export function markWelcomed(userId: string): void {
  try {
    localStorage.setItem(key(userId), new Date().toISOString());
  } catch {
    // storage blocked: nothing to remember
  }
}
