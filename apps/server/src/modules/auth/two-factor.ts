import { twoFactor } from "better-auth/plugins/two-factor";

/**
 * Two-factor sign-in through Better Auth's own plugin (docs/decisions/0034): an authenticator
 * app's TOTP codes, with ten backup codes for a lost device. Enabling needs the password and
 * takes effect once a first code from the app is verified, so nobody locks themselves out with a
 * secret their app never saw. The plugin keeps the secret and the codes encrypted with the auth
 * secret, counts failed codes per sign-in and per account, and rate-limits its endpoints.
 */
export function kiertoTwoFactor() {
  return twoFactor({
    issuer: "Kierto",
    backupCodeOptions: { amount: 10, length: 10 },
  });
}
