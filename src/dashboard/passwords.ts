/**
 * Passwords for dashboard sign-in (OWASP Password Storage and Authentication cheat sheets):
 * argon2id with m=19456 KiB, t=2, p=1 through @node-rs/argon2 (about 15-130 ms here, off
 * the event loop: the library runs it on libuv's thread pool); 12 to 256 characters, any
 * characters (no composition rules), not one of the most common passwords and not the
 * email. A password is never logged and never put into an error or a page.
 */
// Only the const enum is imported statically (TypeScript inlines it): the native binding
// is loaded the first time a password is hashed or checked, so a server that no one signs
// in to never holds it (about 12 MiB of RSS; issue 18).
import { Algorithm } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords.js";

let binding: Promise<typeof import("@node-rs/argon2")> | null = null;
const argon2 = (): Promise<typeof import("@node-rs/argon2")> => (binding ??= import("@node-rs/argon2"));

/** OWASP Password Storage cheat sheet, argon2id, first configuration. */
export const ARGON2_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** NIST SP 800-63B: at least 8 for user-chosen secrets; 12 because nothing else protects these tokens. */
export const PASSWORD_MIN_CHARS = 12;
/** Long passphrases are fine; a megabyte "password" is only a way to spend our CPU. */
export const PASSWORD_MAX_CHARS = 256;

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

export type PasswordProblem = "too_short" | "too_long" | "too_common";

export const PASSWORD_PROBLEM_TEXT: Readonly<Record<PasswordProblem, string>> = {
  too_short: `Use at least ${PASSWORD_MIN_CHARS} characters (a few words make a good one).`,
  too_long: `Use at most ${PASSWORD_MAX_CHARS} characters.`,
  too_common: "That password is too common or too close to your email. Choose another.",
};

/** Why a new password is refused, or null if it is acceptable. */
export function checkNewPassword(password: string, email: string): PasswordProblem | null {
  // Code points, not UTF-16 units: an emoji counts as one character.
  const length = [...password].length;
  if (length < PASSWORD_MIN_CHARS) return "too_short";
  if (length > PASSWORD_MAX_CHARS) return "too_long";
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || lower === email.toLowerCase() || new Set(lower).size <= 2) return "too_common";
  return null;
}

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of a random password, verified against when the email is unknown or has no
 * password, so the answer takes as long as for a real account (no timing oracle).
 */
let dummyHash: Promise<string> | null = null;

/** true if `password` matches `stored`; with `stored` null, spends the same time and returns false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  // Over-long input is refused before hashing (the sign-in form allows as much as sign-up).
  if ([...password].length > PASSWORD_MAX_CHARS) return false;
  if (stored === null) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
    await (await argon2()).verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await (await argon2()).verify(stored, password);
  } catch {
    return false;
  }
}
