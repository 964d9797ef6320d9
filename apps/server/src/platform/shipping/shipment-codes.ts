import { randomInt } from "node:crypto";

/** Letters and digits a person cannot mistake for each other at a locker's keypad (no 0/O, 1/I). */
const SENDING_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Eight characters from 32: about 10^12 codes, typed at a locker or read out at a counter. */
export function newSendingCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += SENDING_CODE_ALPHABET[randomInt(SENDING_CODE_ALPHABET.length)];
  return code;
}

/** A tracking code shaped like a Finnish carrier's (letters, 14 digits, FI), marked KT as ours. */
export function newTrackingCode(): string {
  let digits = "";
  for (let i = 0; i < 14; i++) digits += randomInt(10);
  return `KT${digits}FI`;
}
