import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { contentTypeOf, isStorageKey, type Storage } from "./storage";

/** Files in a folder on this machine: `<DATA_DIR>/uploads` by default. */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);

  // The key pattern already rules out '..' and absolute paths; the prefix check is a second lock.
  const fileFor = (key: string): string => {
    const file = path.resolve(base, key);
    if (!isStorageKey(key) || !file.startsWith(base + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };

  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed into place, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },

    async get(key) {
      if (!isStorageKey(key)) return null;
      const file = fileFor(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
        return { body, size: info.size, contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async delete(keys) {
      await Promise.all(keys.filter(isStorageKey).map((key) => rm(fileFor(key), { force: true })));
    },
  };
}
