import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";

/**
 * The block a local `npm start` ends with: where the app is, who to sign in as, and where the mail
 * goes. Plain text for the person at the terminal, not a log line: the JSON lines above it are for
 * log collectors, and the demo password is the README's, never a production one.
 */
export function localWelcome(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  const accounts = DEMO_ACCOUNTS.map(
    (account) => `    ${account.email.padEnd(width)}  ${account.role.padEnd(9)} ${account.displayName}`,
  );
  return [
    "",
    `  Kierto is running at ${base}`,
    "",
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...accounts,
    "",
    `  Mail the app sends: ${base}/dev/mailbox`,
    "",
  ].join("\n");
}
