/**
 * Bytes -> string: byte-order marks, declared charsets, the UTF-8 / windows-1252
 * fallback, and the CLI reading a legacy-encoded file.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import iconv from "iconv-lite";
import { decodeHtmlBytes } from "../src/extract/index.js";
import { cliPath } from "./helpers/paths.js";

const doc = (head: string, body: string): string =>
  `<!doctype html><html><head>${head}<title>T</title></head><body><p>${body}</p></body></html>`;

const bytes = (...parts: Array<string | number[] | Buffer>): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

test("a UTF-8 byte-order mark: UTF-8, mark removed", () => {
  const r = decodeHtmlBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(doc("", "naïve café – ok"), "utf8")]));
  assert.equal(r.charset, "utf-8");
  assert.ok(r.html.startsWith("<!doctype"), "no U+FEFF left at the start");
  assert.match(r.html, /naïve café – ok/);
});

test("a UTF-8 byte-order mark wins over a conflicting <meta charset>", () => {
  const r = decodeHtmlBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(doc('<meta charset="windows-1251">', "Привет"), "utf8")]));
  assert.equal(r.charset, "utf-8");
  assert.match(r.html, /Привет/);
});

test("UTF-16LE and UTF-16BE byte-order marks", () => {
  const html = doc('<meta charset="utf-8">', "Grüße, 日本語, Привет, 😀");
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(html, "utf16le")]);
  const be = Buffer.from(le);
  for (let i = 0; i < be.length; i += 2) [be[i], be[i + 1]] = [be[i + 1], be[i]];
  for (const [buf, charset] of [[le, "utf-16le"], [be, "utf-16be"]] as const) {
    const r = decodeHtmlBytes(buf);
    assert.equal(r.charset, charset);
    assert.equal(r.html, html);
  }
});

test('<meta charset="windows-1251">: Cyrillic', () => {
  const text = "Съешь же ещё этих мягких французских булок, да выпей чаю.";
  const r = decodeHtmlBytes(iconv.encode(doc('<meta charset="windows-1251">', text), "windows-1251"));
  assert.equal(r.charset, "windows-1251");
  assert.match(r.html, new RegExp(text));
});

test("http-equiv Content-Type with charset=iso-8859-1 decodes as windows-1252, as browsers do", () => {
  const head = '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">';
  // 0x93/0x94 are curly quotes and 0x80 the euro sign in windows-1252 (C1 controls in ISO-8859-1).
  const r = decodeHtmlBytes(bytes(doc(head, "Caf\xe9 cr\xe8me, \x93quoted\x94 for 5 \x80")));
  assert.equal(r.charset, "windows-1252");
  assert.match(r.html, /Café crème, “quoted” for 5 €/);
});

test("other ISO-8859-1 and Latin-5 labels follow the browsers' table too", () => {
  for (const label of ["ISO8859-1", "latin1", "l1", "US-ASCII"]) {
    const r = decodeHtmlBytes(bytes(doc(`<meta charset=${label}>`, "\x93q\x94")));
    assert.equal(r.charset, "windows-1252", label);
    assert.match(r.html, /“q”/, label);
  }
  const turkish = decodeHtmlBytes(bytes(doc('<meta charset="iso-8859-9">', "\xdeu \xfeehir \x80")));
  assert.equal(turkish.charset, "windows-1254");
  assert.match(turkish.html, /Şu şehir €/);
});

test("Shift_JIS page", () => {
  const text = "日本語のテキスト、カタカナとひらがな。";
  const r = decodeHtmlBytes(iconv.encode(doc('<meta http-equiv="Content-Type" content="text/html;charset=Shift_JIS">', text), "shift_jis"));
  assert.equal(r.charset, "shift_jis");
  assert.match(r.html, new RegExp(text));
});

test("GBK page, declared as gb2312 and as GBK", () => {
  const text = "中文网页的正文，简体字。";
  for (const label of ["gb2312", "GBK"]) {
    const r = decodeHtmlBytes(iconv.encode(doc(`<meta charset="${label}">`, text), "gbk"));
    assert.equal(r.charset, "gbk", label);
    assert.match(r.html, new RegExp(text), label);
  }
});

test("valid UTF-8 is UTF-8 even under a legacy declaration (a page re-saved as UTF-8)", () => {
  for (const [label, text] of [["iso-8859-1", "Grüße aus Köln"], ["iso-8859-2", "Paweł Majewski"], ["gb2312", "话剧《约定无期限》"]]) {
    const r = decodeHtmlBytes(Buffer.from(doc(`<meta charset="${label}">`, text), "utf8"));
    assert.equal(r.charset, "utf-8", label);
    assert.match(r.html, new RegExp(text), label);
  }
  // Pure ASCII decodes the same either way: the declaration is reported.
  assert.equal(decodeHtmlBytes(Buffer.from(doc('<meta charset="windows-1251">', "ascii"))).charset, "windows-1251");
});

test("an unknown declared charset is ignored", () => {
  const r = decodeHtmlBytes(Buffer.from(doc('<meta charset="x-no-such-charset">', "naïve"), "utf8"));
  assert.equal(r.charset, "utf-8");
  assert.match(r.html, /naïve/);
});

test("undeclared, valid UTF-8 is UTF-8", () => {
  const r = decodeHtmlBytes(Buffer.from(doc("", "Grüße aus Köln, 日本語"), "utf8"));
  assert.equal(r.charset, "utf-8");
  assert.match(r.html, /Grüße aus Köln, 日本語/);
});

test("undeclared, invalid UTF-8 falls back to windows-1252", () => {
  const r = decodeHtmlBytes(bytes(doc("", "Caf\xe9 cr\xe8me, \x93quoted\x94, na\xefve, 10 \x80")));
  assert.equal(r.charset, "windows-1252");
  assert.match(r.html, /Café crème, “quoted”, naïve, 10 €/);
});

test("declared UTF-8 with a few bad bytes stays UTF-8, with replacement characters", () => {
  const r = decodeHtmlBytes(bytes(doc('<meta charset="utf-8">', ""), Buffer.from("Grüße "), [0xff, 0xfe], Buffer.from(" Köln "), [0xc3]));
  assert.equal(r.charset, "utf-8");
  assert.match(r.html, /Grüße \uFFFD\uFFFD Köln \uFFFD/);
});

test("undeclared UTF-8 with one stray byte stays UTF-8 (a pasted Latin-1 snippet must not garble the page)", () => {
  const [before, after] = doc("", "Grüße aus Köln, schöne Straße, 日本語 STRAY end").split("STRAY");
  const r = decodeHtmlBytes(Buffer.concat([Buffer.from(before, "utf8"), Buffer.from([0xe9]), Buffer.from(after, "utf8")]));
  assert.equal(r.charset, "utf-8");
  assert.match(r.html, /Grüße aus Köln, schöne Straße, 日本語 \uFFFD end/);
});

test("a page cut in the middle of a UTF-8 character stays UTF-8", () => {
  const full = Buffer.from(doc("", "Привет, мир"), "utf8");
  const cut = full.subarray(0, full.indexOf(Buffer.from("мир", "utf8")) + 1);
  const r = decodeHtmlBytes(cut);
  assert.equal(r.charset, "utf-8");
  assert.match(r.html, /Привет, \uFFFD$/);
});

test("a Uint8Array view into a larger buffer decodes only its own bytes", () => {
  const backing = Buffer.from("JUNK" + doc('<meta charset="windows-1251">', "") + "JUNK", "latin1");
  const view = new Uint8Array(backing.buffer, backing.byteOffset + 4, backing.length - 8);
  const r = decodeHtmlBytes(view);
  assert.equal(r.charset, "windows-1251");
  assert.ok(r.html.startsWith("<!doctype") && r.html.endsWith("</html>"));
});

test("ce extract FILE on a windows-1252 file prints correct text", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ce-decode-"));
  try {
    const file = path.join(dir, "legacy.html");
    const para = "Le caf\xe9 de la gare \x96 \x93cr\xe8me br\xfbl\xe9e\x94, na\xefvet\xe9 et fa\xe7ades \x80 tr\xe8s longue phrase, avec des virgules.";
    writeFileSync(file, bytes(`<html><head><title>Caf\xe9</title></head><body><article><p>${para}</p><p>${para}</p></article></body></html>`));
    const run = spawnSync(process.execPath, [cliPath, "extract", file], { encoding: "utf8" });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /Le café de la gare – “crème brûlée”, naïveté et façades € très longue phrase/);
    assert.doesNotMatch(run.stdout, /\uFFFD|Ã/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
