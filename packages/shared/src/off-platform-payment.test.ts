import { describe, expect, it } from "vitest";
import { asksToPayOutsideKierto } from "./off-platform-payment";

describe("a chat message asking to be paid outside Kierto", () => {
  it.each([
    "Maksa tilille FI21 1234 5600 0007 85 niin lähetän heti",
    "IBAN: FI2112345600000785",
    "Voit maksaa tilisiirrolla, säästät kulut",
    "Laita rahat mun tilinumeroon",
    "Mobilepay 040 123 4567 käy?",
    "MobilePay till +358 40 1234567 så skickar jag",
    "Jag tar hellre banköverföring",
    "Skicka till mitt konto så är det klart",
    "Let's skip the fees: bank transfer to my account?",
    "Pay me directly, it's cheaper for both of us",
  ])("notices %j", (text) => {
    expect(asksToPayOutsideKierto(text)).toBe(true);
  });

  it.each([
    "Onko tämä vielä myynnissä?",
    "Voinko maksaa MobilePaylla?",
    "Kan jag betala med MobilePay?",
    "Size 38, fits like a 40. Call me 040 123 4567 when you are at the station",
    "The coat is 120 cm long and 55 cm across the chest",
    "Order FI21 arrived",
  ])("lets %j pass without a word", (text) => {
    expect(asksToPayOutsideKierto(text)).toBe(false);
  });
});
