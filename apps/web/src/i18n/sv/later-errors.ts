import type { LaterMessages } from "../messages";

export const laterErrors: LaterMessages["errors"] = {
  PAYLOAD_TOO_LARGE: "Det är för stort för att skickas.",
  UNSUPPORTED_MEDIA_TYPE: "Filtypen stöds inte.",
  STORAGE_UNAVAILABLE: "Bilder kan inte sparas just nu. Försök igen om en stund.",
  EMAIL_NOT_VERIFIED: "Öppna bekräftelselänken i din e-post innan du loggar in.",
  INVALID_EMAIL_OR_PASSWORD: "Fel e-postadress eller lösenord. Kontrollera uppgifterna och försök igen.",
  USER_ALREADY_EXISTS: "Det finns redan ett konto med den här e-postadressen. Försök logga in i stället.",
  WEAK_PASSWORD: "Lösenordet är för svagt. Välj ett starkare lösenord.",
  INVALID_EMAIL: "Ange en giltig e-postadress.",
  INVALID_TOKEN: "Länken är ogiltig eller har gått ut. Be om en ny.",
  CANNOT_MESSAGE_SELF: "Du kan inte skicka meddelanden till dig själv!",
  CHAT_BLOCKED: "Konversationen har blockerats",
  CHAT_READ_ONLY: "Varan är redan såld",
  LISTING_DELETED: "Annonsen har tagits bort",
  CANNOT_BUY_OWN_ITEM: "Du kan inte köpa din egen vara.",
  ITEM_RESERVED: "Varan är reserverad för en annan köpare. Om köpet inte blir av blir den tillgänglig igen.",
  ITEM_SOLD: "Varan är redan såld.",
  ITEM_NOT_AVAILABLE: "Varan är inte till salu.",
  PAYMENT_PROVIDER_UNAVAILABLE: "Betaltjänsten svarar inte. Försök igen om en stund.",
  SALE_STATE_CONFLICT: "Affären har ändrats under tiden. Ladda om sidan för att se läget.",
  NOT_A_PARTY: "Bara köparen och säljaren kan göra det här.",
  ALREADY_CONFIRMED: "Du har redan bekräftat affären.",
  ALREADY_REVIEWED: "Du har redan gett ett omdöme om den här affären.",
  SALE_NOT_COMPLETED: "Du kan ge ett omdöme när affären är klar.",
  LAST_ADMIN: "Den sista administratören kan inte få en annan roll. Gör först någon annan till administratör.",
  REPORT_ALREADY_DECIDED: "En annan moderator har redan fattat beslut om anmälan.",
  LISTING_PART_OF_SALE: "Annonsen hör till en affär och sparas som underlag för den.",
  ACCOUNT_SUSPENDED: "Kontot har stängts av efter ett modereringsbeslut.",
  NOT_SUSPENDED: "Kontot är inte avstängt (längre).",
  ALREADY_APPEALED: "Beslutet har redan överklagats. Du får veta utfallet.",
  APPEAL_NOT_OPEN:
    "Beslutet kan inte längre överklagas: de 14 dagarna har gått, eller så var det inte ett beslut mot dig.",
  OWN_DECISION: "Du fattade beslutet, så en annan moderator avgör överklagan.",
  PRICE_LOCKED_BY_SALE:
    "En köpare betalar eller hämtar varan just nu, så priset kan inte ändras förrän affären är avslutad.",
  OWN_REPORT: "Du gjorde den här anmälan själv, så en annan moderator avgör den.",
  STAFF_SUSPENSION_ADMIN_ONLY: "Endast en administratör kan stänga av en moderator eller en administratör.",
  LAST_ADMIN_NOT_SUSPENDABLE:
    "Den sista administratören kan inte stängas av. Gör först någon annan till administratör.",
  STAFF_TWO_FACTOR_REQUIRED:
    "Moderatorer och administratörer slår på tvåstegsinloggning innan de kan moderera. Slå på den i inställningarna.",
  INVALID_TWO_FACTOR_CODE: "Koden stämmer inte. Kontrollera autentiseringsappen och försök igen.",
  TWO_FACTOR_SIGN_IN_EXPIRED: "Inloggningen tog för lång tid eller är redan klar. Logga in igen.",
  TWO_FACTOR_ALREADY_ENABLED: "Tvåstegsinloggning är redan på.",
  TWO_FACTOR_NOT_ENABLED: "Kontot har inte tvåstegsinloggning på.",
  DISPLAY_NAME_NOT_ALLOWED:
    "Välj ett annat namn: namn kan inte innehålla osynliga tecken eller likna Kierto eller dess personal (som Support eller Moderator).",
  OPEN_SALE: "Du har en affär som är betald eller reserverad. Slutför eller avbryt den innan du raderar ditt konto.",
  INVALID_PASSWORD: "Lösenordet är fel.",
  TOO_MANY_UNCLAIMED_UPLOADS:
    "Du har många bilder som väntar på att användas i en annons. Spara en annons med dem, eller försök igen i morgon när oanvända bilder har rensats bort.",
  NOTHING_TO_WITHDRAW: "Du har inget tillgängligt saldo att ta ut just nu.",
  PAYOUT_DETAILS_MISSING: "Lägg till dina utbetalningsuppgifter innan du tar ut pengar.",
  TAX_ID_INVALID:
    "Ange din finska personbeteckning (till exempel 131052-308T), med samma födelsedatum som i dina utbetalningsuppgifter.",
  TAX_ID_NOT_REQUIRED: "Kierto behöver inte din personbeteckning: din försäljning ligger under rapporteringsgränserna.",
  PAYOUTS_WITHHELD:
    "Dina utbetalningar väntar tills du anger din personbeteckning, som rapporteringen till Skatteförvaltningen kräver.",
  STRIPE_ACCOUNT_NOT_READY: "Slutför inställningen av dina utbetalningar hos Stripe innan du tar ut pengar.",
  STRIPE_PAYOUTS_OFF: "Utbetalningar går inte via Stripe i den här tjänsten.",
  PAYOUT_PROVIDER_UNAVAILABLE: "Utbetalningar kan inte ställas in just nu. Försök igen om en stund.",
  PARCEL_SIZE_REQUIRED: "Välj paketstorlek för frakten.",
  WALLET_NOT_EMPTY:
    "Din plånbok innehåller fortfarande pengar. Ta ut dem, eller vänta tills pågående försäljningar är klara, innan du raderar ditt konto.",
};
