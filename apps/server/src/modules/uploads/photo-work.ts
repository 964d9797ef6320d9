import { availableParallelism } from "node:os";

/**
 * Photos decoded and encoded at once on this machine: one core fewer than it has (at least one),
 * each on one libvips thread (load-sharp.ts), so a burst of uploads queues here and always leaves
 * a core to the feed, the chats and everything else the server answers.
 */
export const PHOTO_WORK_SLOTS = Math.max(1, availableParallelism() - 1);

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a slot is free; photos wait their turn in arrival order. */
export async function inPhotoSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PHOTO_WORK_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
