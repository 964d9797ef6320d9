/** The size systems of docs/decisions/0083, apart from the rules of which fit a listing (catalogue.ts). */

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Jeans waists: every inch up to 34, then every other, as the labels run. */
const JEANS_WAISTS = [...range(24, 34), 36, 38, 40];
const JEANS_LENGTHS = range(28, 36, 2);

/** The size systems; the spec's first two lists (letters, EU numbers) keep their values. */
export const SIZE_SYSTEMS = {
  letter: ["XS", "S", "M", "L", "XL", "XXL"],
  eu: ["34", "36", "38", "40", "42", "44", "46"],
  jeans: JEANS_WAISTS.flatMap((waist) => JEANS_LENGTHS.map((length) => `W${waist}/L${length}`)),
  shoe: range(35, 47).map((size) => `EU${size}`),
  childrenShoe: range(18, 34).map((size) => `EU${size}`),
  /** Children's heights in cm, 50 to 170 in the usual steps of 6. */
  children: range(50, 170, 6).map((cm) => `${cm}cm`),
  oneSize: ["one_size"],
} as const;

export type SizeSystem = keyof typeof SIZE_SYSTEMS;

/** Every size code a listing may carry, in the order a select lists them. */
export const SIZE_CODES = [
  ...SIZE_SYSTEMS.letter,
  ...SIZE_SYSTEMS.eu,
  ...SIZE_SYSTEMS.oneSize,
  ...SIZE_SYSTEMS.jeans,
  ...SIZE_SYSTEMS.childrenShoe,
  ...SIZE_SYSTEMS.shoe,
  ...SIZE_SYSTEMS.children,
] as [string, ...string[]];
