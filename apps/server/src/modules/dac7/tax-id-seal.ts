import type { Env } from "../../env";
import { type TextSeal, textSeal } from "../../lib/sealed-text";

/** The seal personal identity codes are stored under (DATA_ENCRYPTION_KEY, purpose "dac7-tax-id"). */
export const taxIdSeal = (env: Pick<Env, "dataEncryptionKey">): TextSeal =>
  textSeal(env.dataEncryptionKey, "dac7-tax-id");
