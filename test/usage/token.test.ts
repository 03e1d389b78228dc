/**
 * Token format (DECISIONS.md): `ce_` + 32 base62 random + 6 base62 CRC-32 checksum,
 * checked without a database; hash and display prefix are what gets stored.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { crc32 } from "node:zlib";
import {
  BASE62_ALPHABET,
  TOKEN_LENGTH,
  displayPrefix,
  generateToken,
  hashToken,
  parseToken,
  tokenChecksum,
} from "../../src/usage/token.js";
import { readBearer } from "../../src/usage/bearer.js";

const TOKEN_RE = /^ce_[0-9A-Za-z]{38}$/;

test("generateToken: ce_ + 38 base62 characters, 41 in all, and it parses", () => {
  for (let i = 0; i < 200; i++) {
    const t = generateToken();
    assert.equal(t.length, TOKEN_LENGTH);
    assert.equal(TOKEN_LENGTH, 41);
    assert.match(t, TOKEN_RE);
    const p = parseToken(t);
    assert.ok(p.ok, `token ${i} should parse`);
    assert.equal(p.token, t);
    assert.equal(p.body, t.slice(3, 35));
    assert.equal(p.checksum, t.slice(35));
  }
});

test("generateToken: tokens differ and use the whole alphabet", () => {
  const seen = new Set<string>();
  const chars = new Set<string>();
  for (let i = 0; i < 1000; i++) {
    const t = generateToken();
    seen.add(t);
    for (const c of t.slice(3, 35)) chars.add(c);
  }
  assert.equal(seen.size, 1000);
  assert.equal(chars.size, 62, "32,000 draws hit every one of the 62 characters");
});

test("checksum: CRC-32 of `ce_` + body as 6 base62 digits, most significant first", () => {
  const body = "0".repeat(32);
  let value = crc32(Buffer.from("ce_" + body, "ascii"));
  let expected = "";
  for (let i = 0; i < 6; i++) {
    expected = BASE62_ALPHABET[value % 62] + expected;
    value = Math.floor(value / 62);
  }
  assert.equal(tokenChecksum(body), expected);
  assert.equal(value, 0, "6 digits hold the whole value");
  // A fixed example, so the documented format cannot drift silently.
  const known = "ce_" + "abcdefghijklmnopqrstuvwxyzABCDEF";
  assert.equal(parseToken(known + tokenChecksum(known.slice(3))).ok, true);
  assert.equal(tokenChecksum("abcdefghijklmnopqrstuvwxyzABCDEF"), base62Of(crc32("ce_abcdefghijklmnopqrstuvwxyzABCDEF")));
});

function base62Of(n: number): string {
  let s = "";
  for (let i = 0; i < 6; i++) {
    s = BASE62_ALPHABET[n % 62] + s;
    n = Math.floor(n / 62);
  }
  return s;
}

test("every single-character substitution after the prefix is detected (body and checksum)", () => {
  for (let round = 0; round < 5; round++) {
    const t = generateToken();
    let checked = 0;
    for (let i = 3; i < t.length; i++) {
      for (const c of BASE62_ALPHABET) {
        if (c === t[i]) continue;
        const typo = t.slice(0, i) + c + t.slice(i + 1);
        const p = parseToken(typo);
        assert.equal(p.ok, false, `substitution at ${i} (${t[i]} -> ${c}) must be rejected`);
        checked++;
      }
    }
    assert.equal(checked, 38 * 61);
  }
});

test("every typo in the prefix is rejected", () => {
  const t = generateToken();
  for (let i = 0; i < 3; i++) {
    for (const c of BASE62_ALPHABET + "_-") {
      if (c === t[i]) continue;
      const p = parseToken(t.slice(0, i) + c + t.slice(i + 1));
      assert.deepEqual(p, { ok: false, reason: "wrong_prefix" });
    }
  }
  assert.deepEqual(parseToken("CE_" + t.slice(3)), { ok: false, reason: "wrong_prefix" });
});

test("every adjacent transposition of different characters is detected", () => {
  const t = generateToken();
  for (let i = 3; i < t.length - 1; i++) {
    if (t[i] === t[i + 1]) continue;
    const swapped = t.slice(0, i) + t[i + 1] + t[i] + t.slice(i + 2);
    assert.equal(parseToken(swapped).ok, false, `swap at ${i}`);
  }
});

test("wrong length: one short, one long, empty body, prefix only", () => {
  const t = generateToken();
  assert.deepEqual(parseToken(t.slice(0, -1)), { ok: false, reason: "wrong_length" });
  assert.deepEqual(parseToken(t + "a"), { ok: false, reason: "wrong_length" });
  assert.deepEqual(parseToken("ce_"), { ok: false, reason: "wrong_length" });
  assert.deepEqual(parseToken(""), { ok: false, reason: "wrong_prefix" });
  assert.deepEqual(parseToken("ce_" + "a".repeat(100_000)), { ok: false, reason: "wrong_length" });
});

test("wrong alphabet: -, _, +, /, =, space, non-ASCII are rejected", () => {
  const t = generateToken();
  for (const bad of ["-", "_", "+", "/", "=", " ", "é", "\u0000", "０"]) {
    const typo = t.slice(0, 10) + bad + t.slice(11);
    assert.equal(typo.length, TOKEN_LENGTH);
    assert.deepEqual(parseToken(typo), { ok: false, reason: "bad_character" }, JSON.stringify(bad));
  }
});

test("a valid body with someone else's checksum is rejected", () => {
  const a = generateToken();
  const b = generateToken();
  assert.deepEqual(parseToken(a.slice(0, 35) + b.slice(35)), { ok: false, reason: "bad_checksum" });
});

test("hashToken: SHA-256 hex of the whole token, stable, different per token", () => {
  const t = generateToken();
  assert.match(hashToken(t), /^[0-9a-f]{64}$/);
  assert.equal(hashToken(t), hashToken(t));
  assert.notEqual(hashToken(t), hashToken(generateToken()));
  assert.equal(hashToken("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
});

test("displayPrefix: ce_ + first 6 body characters, never the checksum", () => {
  const t = generateToken();
  assert.equal(displayPrefix(t), t.slice(0, 9));
  assert.match(displayPrefix(t), /^ce_[0-9A-Za-z]{6}$/);
});

test("readBearer: scheme is case-insensitive, other schemes and no header are missing", () => {
  const t = generateToken();
  assert.deepEqual(readBearer(`Bearer ${t}`), { kind: "bearer", credentials: t });
  assert.deepEqual(readBearer(`bearer ${t}`), { kind: "bearer", credentials: t });
  assert.deepEqual(readBearer(`BEARER   ${t}  `), { kind: "bearer", credentials: t });
  assert.deepEqual(readBearer("Bearer"), { kind: "bearer", credentials: "" });
  assert.deepEqual(readBearer("Bearer "), { kind: "bearer", credentials: "" });
  assert.deepEqual(readBearer(undefined), { kind: "missing" });
  assert.deepEqual(readBearer(""), { kind: "missing" });
  assert.deepEqual(readBearer(`Basic ${Buffer.from("u:p").toString("base64")}`), { kind: "missing" });
  assert.deepEqual(readBearer(`Bearer${t}`), { kind: "missing" }, "no space: not the Bearer scheme");
  assert.deepEqual(readBearer(t), { kind: "missing" });
});

test("readBearer + parseToken: garbage after Bearer is a malformed token", () => {
  const r = readBearer("Bearer ce_garbage");
  assert.equal(r.kind, "bearer");
  if (r.kind === "bearer") assert.equal(parseToken(r.credentials).ok, false);
});
