import { MAX_PHOTO_BYTES } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import { screenPhotoFiles } from "./screen-photo-files";

const texts = {
  notImage: (name: string) => `not an image: ${name}`,
  tooLarge: (name: string, mb: number) => `over ${mb} MB: ${name}`,
  tooMany: (dropped: number) => `${dropped} left out`,
};
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("screening chosen photos", () => {
  it("keeps the images within the limit that fit, and says why each other file was left out", () => {
    const chosen = [
      file("a.jpg", "image/jpeg"),
      file("notes.txt", "text/plain"),
      file("huge.png", "image/png", MAX_PHOTO_BYTES + 1),
      file("b.webp", "image/webp"),
      file("c.jpg", "image/jpeg"),
    ];
    const { accepted, notices } = screenPhotoFiles(chosen, 2, texts);
    expect(accepted.map((photo) => photo.name)).toEqual(["a.jpg", "b.webp"]);
    expect(notices).toEqual(["not an image: notes.txt", "over 10 MB: huge.png", "1 left out"]);
  });

  it("takes nothing when the picker is full", () => {
    expect(screenPhotoFiles([file("a.jpg", "image/jpeg")], 0, texts)).toEqual({
      accepted: [],
      notices: ["1 left out"],
    });
  });
});
