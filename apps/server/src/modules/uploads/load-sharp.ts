type Sharp = typeof import("sharp").default;

let loaded: Promise<Sharp> | undefined;

/**
 * sharp, loaded when a photo is first decoded or drawn rather than when the server starts: its
 * native library is among the slowest modules to load, and most starts serve pages long before
 * anyone uploads a photo.
 */
export function loadSharp(): Promise<Sharp> {
  loaded ??= import("sharp").then((module) => {
    // One libvips thread per photo; photo-work.ts decides how many photos run at once.
    module.default.concurrency(1);
    return module.default;
  });
  return loaded;
}
