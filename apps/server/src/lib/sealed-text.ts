import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Text encrypted at rest with AES-256-GCM (node:crypto), for personal data the database must
 * keep but should not hold readable: a copy of the database, a backup or a log of its rows shows
 * only `v1.<iv>.<tag>.<ciphertext>`. Each purpose has its own key, derived with HKDF from the
 * configured secret, so a key that leaks for one purpose opens nothing else; the purpose is also
 * bound as associated data, so a sealed value copied into another column does not open there.
 */
export interface TextSeal {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = "v1";

export function textSeal(secret: string, purpose: string): TextSeal {
  const key = Buffer.from(hkdfSync("sha256", secret, "kierto-sealed-text", purpose, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(aad);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("Not a sealed text");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"))
        .setAAD(aad)
        .setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
