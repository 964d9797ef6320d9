import { ERROR_CODES } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { authErrorCode } from "./auth-error-code";

const t = await createTestApp();

describe("the codes of Better Auth's refusals", () => {
  it("are all answered with a code of ERROR_CODES, which the web app's catalogue covers, whatever the status", () => {
    const betterAuthCodes = Object.keys(t.deps.auth.$ERROR_CODES);
    expect(betterAuthCodes.length).toBeGreaterThan(30);
    for (const code of betterAuthCodes) {
      for (const status of [400, 401, 403, 404, 422, 500]) {
        expect(ERROR_CODES, `${code} ${status}`).toContain(authErrorCode(status, code));
      }
    }
  });

  it("keep the ones we share, map their variants onto ours, and fall back to the status's general code", () => {
    expect(authErrorCode(401, "INVALID_EMAIL_OR_PASSWORD")).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(authErrorCode(400, "PASSWORD_TOO_SHORT")).toBe("WEAK_PASSWORD");
    expect(authErrorCode(422, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")).toBe("USER_ALREADY_EXISTS");
    expect(authErrorCode(400, "TOKEN_EXPIRED")).toBe("INVALID_TOKEN");
    expect(authErrorCode(401, "SESSION_EXPIRED")).toBe("UNAUTHENTICATED");
    expect(authErrorCode(403, "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED")).toBe("FORBIDDEN");
    expect(authErrorCode(400, "FIELD_NOT_ALLOWED")).toBe("BAD_REQUEST");
    expect(authErrorCode(400, undefined)).toBe("BAD_REQUEST");
    expect(authErrorCode(429, "INVALID_EMAIL_OR_PASSWORD")).toBe("RATE_LIMITED");
  });
});
