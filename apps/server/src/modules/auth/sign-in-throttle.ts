import type { GrowingDelay, SlidingWindow } from "../../platform/counters";

/**
 * Password guesses per account, whatever address they come from (the per-address limit alone
 * lets a guesser who owns many addresses go on for ever). Ten go through at once; after that each
 * waits twice as long as the one before, from 30 seconds up to 15 minutes, so a stranger meets a
 * slowing door rather than a wall, and a guess is forgotten after an hour.
 */
export const SIGN_IN_GUESSES: GrowingDelay = {
  freeAttempts: 10,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
};

/** Password-reset mails one account receives, however many addresses ask for them. */
export const RESET_MAILS: SlidingWindow = { windowSeconds: 60 * 60, max: 3 };

const normalised = (email: string) => email.trim().toLowerCase();

/** The guesses at an account from browsers it never signed in from. */
export const accountGuessesKey = (email: string) => `sign-in:account:${normalised(email)}`;
/** The guesses from one browser the account signed in from before: strangers never add to them. */
export const deviceGuessesKey = (deviceId: string) => `sign-in:device:${deviceId}`;
export const resetMailsKey = (email: string) => `reset-mails:${normalised(email)}`;
