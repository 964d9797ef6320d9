import { describe, expect, it } from "vitest";
import { addressInLanguage } from "./choose-language";

const at = (href: string) => new URL(href, "http://localhost");

describe("the address the switcher moves to", () => {
  it("is the same page's address in the chosen language, query and fragment kept", () => {
    expect(addressInLanguage(at("/fi/product/abc"), "sv")).toBe("/sv/product/abc");
    expect(addressInLanguage(at("/fi"), "en")).toBe("/en");
    expect(addressInLanguage(at("/sv/faq?x=1#fees"), "fi")).toBe("/fi/faq?x=1#fees");
  });

  it("is none for an address without a language: that page loads again where it is", () => {
    expect(addressInLanguage(at("/product/abc"), "sv")).toBeUndefined();
    expect(addressInLanguage(at("/app/settings"), "fi")).toBeUndefined();
    expect(addressInLanguage(at("/fi/app"), "sv")).toBeUndefined();
  });
});
