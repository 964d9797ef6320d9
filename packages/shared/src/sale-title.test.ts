import { describe, expect, it } from "vitest";
import { saleTitle } from "./sale-title";

describe("a sale's name", () => {
  it("is the item's title for one item", () => {
    expect(saleTitle("Wool coat", 1, "en")).toBe("Wool coat");
  });

  it("names a bundle by its first item and how many more, with each language's plural", () => {
    expect(saleTitle("Wool coat", 2, "en")).toBe("Wool coat and 1 more item");
    expect(saleTitle("Wool coat", 3, "en")).toBe("Wool coat and 2 more items");
    expect(saleTitle("Villakangastakki", 2, "fi")).toBe("Villakangastakki ja 1 muu tuote");
    expect(saleTitle("Villakangastakki", 3, "fi")).toBe("Villakangastakki ja 2 muuta tuotetta");
    expect(saleTitle("Ullkappa", 2, "sv")).toBe("Ullkappa och 1 vara till");
    expect(saleTitle("Ullkappa", 3, "sv")).toBe("Ullkappa och 2 varor till");
  });
});
