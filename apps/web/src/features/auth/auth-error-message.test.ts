import { describe, expect, it } from "vitest";
import { loadLaterTexts } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { authErrorMessage } from "./auth-error-message";

// These texts load after the first view (ADR 0021); a page awaits them before it renders.
await loadLaterTexts();

describe("authErrorMessage", () => {
  it("gives the sign-in form's exact texts", () => {
    expect(authErrorMessage(new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", ""))).toBe(
      "Invalid email or password. Please check your credentials and try again.",
    );
    // A password under 6 characters, as the server answers it (Better Auth's PASSWORD_TOO_SHORT, mapped there).
    expect(authErrorMessage(new ApiError(400, "WEAK_PASSWORD", ""))).toBe(
      "Password is too weak. Please choose a stronger password.",
    );
  });

  it("never shows the server's own message: an unknown code gets the catalogue's general text", () => {
    const text = authErrorMessage(new ApiError(400, "SOME_NEW_BETTER_AUTH_CODE", "Raw English from the server"));
    expect(text).not.toContain("Raw English");
    expect(text).toBe("An unexpected error occurred");
  });

  it("tells how long to wait before trying again, in seconds under a minute and in minutes above", () => {
    const limited = (seconds: string) => new ApiError(429, "RATE_LIMITED", "", { retryAfterSeconds: seconds });
    expect(authErrorMessage(limited("1"))).toBe("Too many attempts. Please try again in 1 second.");
    expect(authErrorMessage(limited("30"))).toBe("Too many attempts. Please try again in 30 seconds.");
    expect(authErrorMessage(limited("61"))).toBe("Too many attempts. Please try again in 2 minutes.");
    expect(authErrorMessage(new ApiError(429, "RATE_LIMITED", ""))).toBe(
      "Too many attempts. Please wait a moment and try again.",
    );
  });

  it("maps one of our codes that the sign-in form has no own text for through the catalogue", () => {
    expect(authErrorMessage(new ApiError(403, "FORBIDDEN", "Raw"))).toBe("You are not allowed to do that.");
  });
});
