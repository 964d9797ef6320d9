/**
 * Counts the open live streams of this instance per key (a user, an address) and hands out a
 * slot only below the limit, so one account or one address cannot hold connections without end.
 */
export interface StreamSlots {
  /** A release function, or null when one of the keys is at its limit (nothing is taken then). */
  acquire(keys: { key: string; limit: number }[]): (() => void) | null;
  open(key: string): number;
}

export function createStreamSlots(): StreamSlots {
  const open = new Map<string, number>();
  return {
    acquire(keys) {
      if (keys.some(({ key, limit }) => (open.get(key) ?? 0) >= limit)) return null;
      for (const { key } of keys) open.set(key, (open.get(key) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const { key } of keys) {
          const left = (open.get(key) ?? 1) - 1;
          if (left > 0) open.set(key, left);
          else open.delete(key);
        }
      };
    },
    open: (key) => open.get(key) ?? 0,
  };
}
