import type { FirstViewMessages } from "../messages";

export const errors: FirstViewMessages["errors"] = {
  BAD_REQUEST: "Något blev fel i förfrågan. Försök igen.",
  VALIDATION_FAILED: "Kontrollera uppgifterna i formuläret och försök igen.",
  UNAUTHENTICATED: "Logga in för att fortsätta.",
  FORBIDDEN: "Du har inte behörighet att göra det.",
  NOT_FOUND: "Det finns inte kvar längre.",
  CONFLICT: "Något har ändrats under tiden. Ladda om sidan och försök igen.",
  RATE_LIMITED: "För många försök. Vänta en stund och försök sedan igen.",
  INTERNAL: "Något gick fel. Försök igen.",
  DATABASE_UNAVAILABLE: "Kierto är tillfälligt ur funktion. Försök igen om en stund.",
};
