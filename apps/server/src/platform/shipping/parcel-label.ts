import type { Carrier, ParcelSizeClass, PickupPointSnapshot } from "@kierto/shared";
import { PARCEL_SIZE_LIMITS } from "@kierto/shared";
import { toBuffer } from "bwip-js/node";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * A printable parcel label (docs/decisions/0066): drawn on request from what the sale and its
 * shipment store, never kept as a file. The sending code is what the carrier needs; the label is
 * for a seller who prefers to tape one on, so it carries the same codes plus a Code 128 barcode of
 * the tracking code that a counter's scanner reads.
 */
export interface ParcelLabelData {
  carrier: Carrier;
  trackingCode: string;
  sendingCode: string;
  sizeClass: ParcelSizeClass;
  /** Our own reference: the sale's id. */
  reference: string;
  sender: { name: string; city: string | null };
  recipient: { name: string };
  pickupPoint: Pick<PickupPointSnapshot, "name" | "street" | "postcode" | "city" | "kind">;
}

// The label is read by the seller, the carrier and the recipient's point alike, whatever language
// each uses, so its headings are in all three of ours rather than the requester's alone.
const HEADINGS = {
  sender: "Lähettäjä / Avsändare / From",
  recipient: "Vastaanottaja / Mottagare / To",
  pickupPoint: "Noutopiste / Utlämningsställe / Pickup point",
  size: "Kokoluokka / Storleksklass / Size class",
  tracking: "Seurantakoodi / Spårningskod / Tracking code",
  sending: "Lähetyskoodi / Inlämningskod / Sending code",
  reference: "Viite / Referens / Reference",
};

const SIZE_NAMES: Record<ParcelSizeClass, string> = {
  mailbox: "Postilaatikko / Brevlåda / Mailbox",
  small: "Pieni / Liten / Small",
  medium: "Keskikoko / Mellan / Medium",
  large: "Suuri / Stor / Large",
  oversize: "Ylisuuri / Överstor / Oversize",
};

const LOCKER_MARK = { locker: "Pakettiautomaatti / Paketautomat / Parcel locker", counter: "" };

const CARRIER_NAMES: Record<Carrier, string> = { posti: "Posti", matkahuolto: "Matkahuolto" };

/**
 * The standard PDF fonts cover Windows-1252 only: a name in another script would make the
 * library throw, so letters outside it lose their accents, and what is left becomes "?".
 */
function printable(text: string): string {
  return [...text.normalize("NFC")]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      return /^[\x20-\x7e]$/.test(base) ? base : "?";
    })
    .join("");
}

/** A Code 128 barcode of the code as a PNG, drawn by bwip-js. */
function barcodePng(code: string): Promise<Uint8Array> {
  return toBuffer({ bcid: "code128", text: code, scale: 3, height: 14, includetext: false });
}

/** Draws one heading and its lines, and answers the height used. */
function block(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, y: number, heading: string, lines: string[]) {
  page.drawText(heading, { x: 24, y, size: 8, font: fonts.regular, color: rgb(0.35, 0.35, 0.35) });
  lines.forEach((line, index) => {
    page.drawText(printable(line), { x: 24, y: y - 15 - index * 14, size: 11, font: fonts.bold });
  });
  return 22 + lines.length * 14;
}

/** The label as a one-page A6 PDF (105 x 148 mm, what label printers and a folded A4 take). */
export async function renderParcelLabel(data: ParcelLabelData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${CARRIER_NAMES[data.carrier]} ${data.trackingCode}`);
  pdf.setProducer("Kierto");
  const page = pdf.addPage([298, 420]);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  page.drawText(CARRIER_NAMES[data.carrier], { x: 24, y: 388, size: 18, font: fonts.bold });

  const limits = PARCEL_SIZE_LIMITS[data.sizeClass];
  const point = data.pickupPoint;
  let y = 360;
  y -= block(page, fonts, y, HEADINGS.sender, [data.sender.name, data.sender.city ?? ""].filter(Boolean));
  y -= block(page, fonts, y, HEADINGS.recipient, [data.recipient.name]);
  y -= block(
    page,
    fonts,
    y,
    HEADINGS.pickupPoint,
    [point.name, point.street, `${point.postcode} ${point.city}`, LOCKER_MARK[point.kind]].filter(Boolean),
  );
  y -= block(page, fonts, y, HEADINGS.size, [
    SIZE_NAMES[data.sizeClass],
    `${limits.lengthCm} x ${limits.widthCm} x ${limits.heightCm} cm, ${limits.weightKg} kg`,
  ]);

  const barcode = await pdf.embedPng(await barcodePng(data.trackingCode));
  const width = 250;
  const height = Math.min(56, (barcode.height / barcode.width) * width);
  page.drawText(HEADINGS.tracking, { x: 24, y: y, size: 8, font: fonts.regular, color: rgb(0.35, 0.35, 0.35) });
  page.drawImage(barcode, { x: 24, y: y - 8 - height, width, height });
  page.drawText(data.trackingCode, { x: 24, y: y - 24 - height, size: 12, font: fonts.bold });
  y -= 40 + height;
  y -= block(page, fonts, y, HEADINGS.sending, [data.sendingCode]);
  page.drawText(`${HEADINGS.reference}: ${data.reference}`, { x: 24, y: 14, size: 7, font: fonts.regular });
  return pdf.save();
}
