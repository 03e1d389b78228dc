/**
 * API tokens: `ce_` + 32 base62 characters of CSPRNG output + 6 base62 characters of
 * checksum (DECISIONS.md, "Authentication and tokens"). Example shape:
 *
 *   ce_ 7Qd0aZ...(32 chars)... 1xY9aB
 *   ^^^ ^^^^^^^^^^^^^^^^^^^^^^ ^^^^^^
 *   prefix  body (random)      checksum
 *
 * Checksum, exactly:
 * - CRC-32 (IEEE 802.3 polynomial, the zlib/PNG/gzip CRC, `zlib.crc32`) over the ASCII
 *   bytes of the prefix and the body, i.e. the first 35 characters `ce_` + body.
 * - The unsigned 32-bit result (0 .. 4,294,967,295) is written in base62 with the
 *   alphabet below, most significant digit first, left-padded with `0` to 6 digits.
 *   62^6 = 56,800,235,584 > 2^32, so 6 digits always suffice and the encoding is one
 *   to one; the parser compares strings, so a non-canonical checksum never passes.
 *
 * Why it catches every single-character typo: a substitution in the body changes one
 * byte, a burst of at most 8 bits, and CRC-32 detects every burst of up to 32 bits; a
 * substitution in the checksum changes the encoded value. Adjacent transpositions are a
 * burst of at most 16 bits and are caught too. The checksum lets the server reject a
 * malformed or mistyped token without touching the database; it adds no secrecy.
 */
import { createHash, randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";

export const TOKEN_PREFIX = "ce_";
/** 32 base62 characters carry 32 * log2(62) ~ 190 bits: far beyond guessing. */
export const TOKEN_BODY_LENGTH = 32;
/** ceil(32 / log2(62)) = 6 base62 digits hold any CRC-32 value. */
export const TOKEN_CHECKSUM_LENGTH = 6;
export const TOKEN_LENGTH = TOKEN_PREFIX.length + TOKEN_BODY_LENGTH + TOKEN_CHECKSUM_LENGTH; // 41
/** Body characters shown in dashboards and logs: enough to tell tokens apart, ~36 bits, useless to an attacker. */
export const DISPLAY_BODY_CHARS = 6;

export const BASE62_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const BASE62_RE = /^[0-9A-Za-z]*$/;
/** Largest multiple of 62 that fits a byte: bytes at or above it are discarded so every character is equally likely. */
const UNBIASED_BYTE_LIMIT = 248; // 62 * 4

export type TokenMalformedReason = "wrong_prefix" | "wrong_length" | "bad_character" | "bad_checksum";

/** The reason is for tests and internal diagnostics only: clients get the same `invalid_token` for all of them. */
export type ParsedToken =
  | { readonly ok: true; readonly token: string; readonly body: string; readonly checksum: string }
  | { readonly ok: false; readonly reason: TokenMalformedReason };

/** CRC-32 of `ce_` + body, as 6 base62 digits. */
export function tokenChecksum(body: string): string {
  let value = crc32(Buffer.from(TOKEN_PREFIX + body, "ascii"));
  let digits = "";
  for (let i = 0; i < TOKEN_CHECKSUM_LENGTH; i++) {
    digits = BASE62_ALPHABET[value % 62] + digits;
    value = Math.floor(value / 62);
  }
  return digits;
}

function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      out += BASE62_ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A new token. Show it to its owner once; store only `hashToken(token)` and `displayPrefix(token)`. */
export function generateToken(): string {
  const body = randomBase62(TOKEN_BODY_LENGTH);
  return TOKEN_PREFIX + body + tokenChecksum(body);
}

/** Format and checksum check, no database. */
export function parseToken(s: string): ParsedToken {
  if (!s.startsWith(TOKEN_PREFIX)) return { ok: false, reason: "wrong_prefix" };
  if (s.length !== TOKEN_LENGTH) return { ok: false, reason: "wrong_length" };
  const rest = s.slice(TOKEN_PREFIX.length);
  if (!BASE62_RE.test(rest)) return { ok: false, reason: "bad_character" };
  const body = rest.slice(0, TOKEN_BODY_LENGTH);
  const checksum = rest.slice(TOKEN_BODY_LENGTH);
  if (checksum !== tokenChecksum(body)) return { ok: false, reason: "bad_checksum" };
  return { ok: true, token: s, body, checksum };
}

/**
 * SHA-256 of the whole token (prefix included), lowercase hex: the only form stored.
 * A fast hash is right here: the token has ~190 random bits, so there is nothing for a
 * slow password hash to protect against, and it runs on every request.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** `ce_` + the first 6 body characters, e.g. `ce_7Qd0aZ`: safe for dashboards and logs. */
export function displayPrefix(token: string): string {
  return token.slice(0, TOKEN_PREFIX.length + DISPLAY_BODY_CHARS);
}
