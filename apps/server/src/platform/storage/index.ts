import path from "node:path";
import type { Env } from "../../env";
import { createLocalStorage } from "./local-storage";
import type { Storage } from "./storage";

export type { Storage, StoredFile } from "./storage";
export { mediaUrl } from "./storage";

/** The configured file storage: for now always the local folder `<DATA_DIR>/uploads`. */
export function createStorage(env: Env): Storage {
  return createLocalStorage(path.join(env.dataDir, "uploads"));
}
