/**
 * Photo addresses are built from a storage key in many places (cards, details, share previews),
 * and where they are served from is a property of the deployment, like its environment: set once
 * at start-up by `createStorage`. Without a public base the server itself serves them at /media.
 */
let publicBase: string | undefined;

export function setMediaPublicBase(base: string | undefined): void {
  publicBase = base?.replace(/\/+$/, "");
}

/** The address of a stored file: the bucket's public address or CDN, or our own GET /media/*. */
export function mediaUrl(key: string): string {
  return publicBase ? `${publicBase}/${key}` : `/media/${key}`;
}

/** The same address made absolute against our own public address, for links that leave the site. */
export function absoluteMediaUrl(key: string, sitePublicUrl: string): string {
  const url = mediaUrl(key);
  return url.startsWith("/") ? `${sitePublicUrl}${url}` : url;
}
