import type { Category, Color } from "@kierto/shared";
import { loadSharp } from "../../modules/uploads";

/**
 * Demo listing photos drawn in code: the garment's silhouette in the listing's colour on a soft
 * backdrop, rasterised to PNG in memory. The seed then pushes them through the same photo
 * pipeline as real uploads, so the demo serves exactly what production would.
 */
const WIDTH = 600;
const HEIGHT = 800;

const SWATCHES: Record<Color, string> = {
  Black: "#2d2d32",
  White: "#f6f3ec",
  Gray: "#8e939a",
  Brown: "#7b5336",
  Beige: "#d9c4a1",
  Red: "#c9343d",
  Pink: "#e99bb2",
  Orange: "#e47c34",
  Yellow: "#e8c241",
  Green: "#4f8a5c",
  Blue: "#3c65a9",
  Purple: "#7e5ba7",
};

const BACKDROPS = ["#efe9e1", "#e6edf0", "#f1e8ec", "#e9efe6", "#efece3", "#e5e8f1"];

const SILHOUETTES: Record<Category, string> = {
  Tops: `<path d="M205 190 L262 168 Q300 205 338 168 L395 190 L478 262 L432 330 L392 302 L392 610 L208 610 L208 302 L168 330 L122 262 Z"/>`,
  Bottoms: `<path d="M212 178 L388 178 L412 640 L324 640 L300 330 L276 640 L188 640 Z"/>
    <rect x="212" y="178" width="176" height="26" opacity="0.25" fill="#000"/>`,
  Dresses: `<path d="M252 160 L348 160 L344 262 Q398 300 448 650 L152 650 Q202 300 256 262 Z"/>
    <path d="M256 262 Q300 282 344 262" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="6"/>`,
  Outerwear: `<path d="M198 182 L258 160 L300 214 L342 160 L402 182 L474 262 L486 580 L432 580 L420 330 L408 310 L408 660 L192 660 L192 310 L180 330 L168 580 L114 580 L126 262 Z"/>
    <line x1="300" y1="214" x2="300" y2="660" stroke="#000" stroke-opacity="0.25" stroke-width="5"/>
    <path d="M258 160 L300 214 L342 160" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="6"/>`,
  Shoes: `<path d="M130 470 Q138 392 214 392 L286 370 Q330 428 404 440 Q478 452 478 508 L478 530 L130 530 Z"/>
    <rect x="124" y="528" width="360" height="34" rx="14" fill="#f4f4f4"/>
    <path d="M240 400 L300 440 M262 392 L318 430 M284 382 L336 420" stroke="#fff" stroke-opacity="0.6" stroke-width="6"/>`,
  Accessories: `<path d="M240 340 Q240 212 300 212 Q360 212 360 340" fill="none" stroke="currentColor" stroke-width="18"/>
    <path d="M180 330 L420 330 L446 630 L154 630 Z"/>`,
};

/** A PNG of the listing's garment; `variant` turns and re-lights it for a second photo. */
export async function renderDemoPhoto(category: Category, color: Color, seed: number, variant = 0): Promise<Buffer> {
  const fill = SWATCHES[color];
  const backdrop = BACKDROPS[(seed + variant * 3) % BACKDROPS.length];
  const tilt = variant === 0 ? 0 : seed % 2 === 0 ? -6 : 6;
  const scale = variant === 0 ? 1 : 1.12;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.28"/>
      <stop offset="0.55" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.22"/>
    </linearGradient>
    <radialGradient id="floor" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000" stop-opacity="0.16"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${backdrop}"/>
  <ellipse cx="300" cy="690" rx="230" ry="38" fill="url(#floor)"/>
  <g transform="translate(300 400) rotate(${tilt}) scale(${scale}) translate(-300 -400)">
    <g fill="${fill}" color="${fill}" stroke="#000" stroke-opacity="0.12" stroke-width="3">${SILHOUETTES[category]}</g>
    <g fill="url(#light)" stroke="none" color="transparent">${SILHOUETTES[category]}</g>
  </g>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
