import { MAX_PHOTO_BYTES } from "@kierto/shared";

export interface PhotoScreeningTexts {
  notImage(name: string): string;
  tooLarge(name: string, mb: number): string;
  /** `dropped` images were left out because the picker had room for no more. */
  tooMany(dropped: number): string;
}

/**
 * Of the files a person chose for a photo picker, the images within the size limit that fit its
 * `room`, and a notice for each file left out: the server refuses the others anyway, and saying
 * so before an upload starts spares a wait on a slow connection.
 */
export function screenPhotoFiles(
  files: FileList | File[],
  room: number,
  texts: PhotoScreeningTexts,
): { accepted: File[]; notices: string[] } {
  const notices: string[] = [];
  const images: File[] = [];
  for (const file of Array.from(files)) {
    if (!file.type.startsWith("image/")) notices.push(texts.notImage(file.name));
    else if (file.size > MAX_PHOTO_BYTES) notices.push(texts.tooLarge(file.name, MAX_PHOTO_BYTES / 1024 / 1024));
    else images.push(file);
  }
  const fits = Math.max(0, room);
  if (images.length > fits) notices.push(texts.tooMany(images.length - fits));
  return { accepted: images.slice(0, fits), notices };
}
