import { constants, createReadStream } from "node:fs";
import { access, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { contentTypeOf, isStorageKey, type Storage, StorageUnavailableError } from "./storage";

/** Files in a folder on this machine: `<DATA_DIR>/uploads` by default. */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);

  // The key pattern already rules out '..' and absolute paths; the prefix check is a second lock.
  const fileFor = (key: string): string => {
    const file = path.resolve(base, key);
    if (!isStorageKey(key) || !file.startsWith(base + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };

  const sizeOf = async (key: string): Promise<number | null> => {
    if (!isStorageKey(key)) return null;
    try {
      const info = await stat(fileFor(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
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
      const size = await sizeOf(key);
      if (size === null) return null;
      const body = Readable.toWeb(createReadStream(fileFor(key))) as ReadableStream<Uint8Array>;
      return { body, size, contentType: contentTypeOf(key) };
    },

    sizeOf,

    async delete(keys) {
      await Promise.all(keys.filter(isStorageKey).map((key) => rm(fileFor(key), { force: true })));
    },

    async check() {
      try {
        await mkdir(base, { recursive: true });
        await access(base, constants.R_OK | constants.W_OK);
      } catch (error) {
        throw new StorageUnavailableError(`The upload folder ${base} cannot be written`, { cause: error });
      }
    },
  };
}

/** Every stored key under the folder, in a stable order; half-written files are left out. */
export async function listLocalKeys(root: string): Promise<string[]> {
  const base = path.resolve(root);
  let entries: string[];
  try {
    entries = await readdir(base, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .map((entry) => entry.split(path.sep).join("/"))
    .filter(isStorageKey)
    .sort();
}
