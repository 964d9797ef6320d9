import { existsSync } from "node:fs";

/** The Chromium the browser tests drive: CHROMIUM_PATH, or the system one. */
export function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}
