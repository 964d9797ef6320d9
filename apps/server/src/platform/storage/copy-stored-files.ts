import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { listLocalKeys } from "./local-storage";
import { contentTypeOf, type Storage } from "./storage";

export interface CopyProgress {
  done: number;
  total: number;
}

export interface CopySummary {
  total: number;
  copied: number;
  /** Already in the target with the same size: a copy run again skips them. */
  alreadyThere: number;
  failed: { key: string; error: string }[];
}

/**
 * Copies every stored file of the local folder into another storage (a bucket), so an
 * installation can switch STORAGE without losing a photo. Idempotent: a file already in the
 * target with the same size is left alone, so an interrupted copy is simply run again.
 */
export async function copyStoredFiles(
  sourceRoot: string,
  target: Storage,
  options: { concurrency?: number; onProgress?: (progress: CopyProgress) => void } = {},
): Promise<CopySummary> {
  const keys = await listLocalKeys(sourceRoot);
  const summary: CopySummary = { total: keys.length, copied: 0, alreadyThere: 0, failed: [] };
  let next = 0;
  let done = 0;

  const copyOne = async (key: string) => {
    const file = path.join(sourceRoot, key);
    const { size } = await stat(file);
    if ((await target.sizeOf(key)) === size) {
      summary.alreadyThere++;
      return;
    }
    await target.put(key, await readFile(file), contentTypeOf(key));
    summary.copied++;
  };

  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      try {
        await copyOne(key);
      } catch (error) {
        summary.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
      }
      options.onProgress?.({ done: ++done, total: keys.length });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return summary;
}
