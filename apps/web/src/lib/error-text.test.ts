import { ERROR_CODES } from "@kierto/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLaterTexts, messages } from "@/i18n";
import { ApiError } from "./api-client";
import { errorCode, errorText } from "./error-text";

const refused = (code: string, status = 409) => new ApiError(status, code, "The server's own English, never shown");

describe("errorText", () => {
  // Most codes' texts come with the pages past the first view (ADR 0021; i18n/later-sections.test.ts).
  beforeAll(() => loadLaterTexts());

  it("has a catalogue text for every error code the server can send", () => {
    for (const code of ERROR_CODES) {
      expect(messages.errors[code], code).toEqual(expect.any(String));
      expect(messages.errors[code].length, code).toBeGreaterThan(0);
    }
    expect(Object.keys(messages.errors).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("gives the catalogue text for a known code, never the server's message", () => {
    expect(errorText(refused("ITEM_SOLD"))).toBe("This item has already been sold.");
    expect(errorText(refused("CHAT_BLOCKED", 403))).toBe("This conversation has been blocked");
  });

  it("knows only the codes of the list; the server maps Better Auth's variants onto them", () => {
    expect(errorCode(refused("WEAK_PASSWORD", 400))).toBe("WEAK_PASSWORD");
    expect(errorCode(refused("PASSWORD_TOO_SHORT", 400))).toBeUndefined();
    expect(errorText(refused("INVALID_TOKEN", 400))).toBe(messages.errors.INVALID_TOKEN);
  });

  it("falls back to a general text for an unknown code, a plain Error or anything thrown", () => {
    expect(errorText(refused("SOMETHING_NEW"))).toBe(messages.common.unexpectedError);
    expect(errorText(new Error("boom"))).toBe(messages.common.unexpectedError);
    expect(errorText("a string")).toBe(messages.common.unexpectedError);
    expect(errorText(refused("SOMETHING_NEW"), "Upload failed")).toBe("Upload failed");
  });

  it("says the connection failed when the request never reached the server", () => {
    expect(errorText(new ApiError(0, "NETWORK", "Network request failed"))).toBe(messages.common.networkError);
  });
});
