import { isWebRoute, WEB_ROUTE_PATTERNS } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import { paths } from "./paths";

describe("the route map", () => {
  it("is the list the server answers 200 for; every other address is a 404", () => {
    const routed = new Set(
      Object.values(paths)
        .map((route) => route.path)
        .filter((path) => path !== paths.apiDocs.path),
    );
    expect([...routed].sort()).toEqual([...WEB_ROUTE_PATTERNS].sort());
    expect(isWebRoute("/product/abc")).toBe(true);
    expect(isWebRoute("/product")).toBe(false);
  });

  it("has each public page under each language prefix, and nothing else under one", () => {
    for (const route of ["/fi", "/sv/", "/en/product/abc", "/fi/user/abc", "/sv/faq", "/en/dispute-policy"]) {
      expect(isWebRoute(route), route).toBe(true);
    }
    for (const route of ["/fi/xyz", "/fi/app", "/de/about", "/sv/app/product/abc", "/fi/checkout/abc"]) {
      expect(isWebRoute(route), route).toBe(false);
    }
  });
});
