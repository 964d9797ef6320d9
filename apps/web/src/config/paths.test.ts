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
});
