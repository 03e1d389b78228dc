/**
 * Bytes -> string for callers that hold raw page bytes (the CLI reading files).
 * Order: byte-order mark; then valid UTF-8 (over a declaration, see below); then, as
 * browsers sniff, `<meta charset>` or an `http-equiv` content-type in the first bytes;
 * then UTF-8 with a few broken bytes (`looksLikeDamagedUtf8`); then windows-1252.
 * iconv-lite does the decoding of legacy charsets.
 */
import { createRequire } from "node:module";
import type IconvLite from "iconv-lite";

/**
 * iconv-lite, loaded the first time a page's bytes are decoded: the server's workers and
 * `ce batch` receive strings and never need it, and loading it is a tenth of the
 * extractor's start-up (issue 18). It is CommonJS, so `require` loads it synchronously.
 */
let iconvLite: typeof IconvLite | undefined;
const iconv = (): typeof IconvLite => (iconvLite ??= createRequire(import.meta.url)("iconv-lite") as typeof IconvLite);

/** Browsers look for the charset declaration in the first 1024 bytes; real pages put it later, so we look further. */
const SNIFF_BYTES = 8192;

const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([a-zA-Z0-9_:.\-]+)/i;

const labels = (names: readonly string[], encoding: string): Array<[string, string]> => names.map((n) => [n, encoding]);

/**
 * Labels that the WHATWG encoding spec (the browsers' table) maps to another encoding
 * than iconv-lite would. A page labelled ISO-8859-1 is decoded as windows-1252, whose
 * 0x80-0x9F are the euro sign and curly quotes, not C1 controls; a UTF-16 label in
 * markup cannot be true of bytes that spell it in ASCII, so it means UTF-8.
 */
const LABEL_OVERRIDES: ReadonlyMap<string, string> = new Map([
  ...labels(
    ["ansi_x3.4-1968", "ascii", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100", "iso8859-1", "iso88591",
      "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "x-cp1252"],
    "windows-1252",
  ),
  ...labels(
    ["csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9", "iso_8859-9:1989", "l5", "latin5", "x-cp1254"],
    "windows-1254",
  ),
  ...labels(["dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620"], "windows-874"),
  ...labels(["chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "iso-ir-58", "x-gbk"], "gbk"),
  ...labels(["x-cp1250"], "windows-1250"),
  ...labels(["x-cp1251"], "windows-1251"),
  ...labels(["x-cp1253"], "windows-1253"),
  ...labels(["x-cp1255"], "windows-1255"),
  ...labels(["x-cp1256"], "windows-1256"),
  ...labels(["x-cp1257"], "windows-1257"),
  ...labels(["x-cp1258"], "windows-1258"),
  ...labels(["x-euc-jp"], "euc-jp"),
  ...labels(["x-mac-cyrillic", "x-mac-ukrainian"], "maccyrillic"),
  ...labels(
    ["csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "unicodefffe", "utf-16", "utf-16be", "utf-16le",
      "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf8", "x-unicode20utf8"],
    "utf-8",
  ),
]);

function sniffBom(buf: Uint8Array): string | null {
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return "utf-8";
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) return "utf-16be";
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return "utf-16le";
  return null;
}

/** The charset a page declares in its markup, or null. */
export function sniffDeclaredCharset(buf: Uint8Array): string | null {
  const head = Buffer.from(buf.buffer, buf.byteOffset, Math.min(buf.length, SNIFF_BYTES)).toString("latin1");
  const m = META_CHARSET.exec(head);
  if (!m) return null;
  const label = m[1].toLowerCase();
  const name = LABEL_OVERRIDES.get(label) ?? label;
  return iconv().encodingExists(name) ? name : null;
}

export function decodeHtmlBytes(buf: Uint8Array): { html: string; charset: string } {
  const bom = sniffBom(buf);
  if (bom) return { html: stripBom(iconv().decode(Buffer.from(buf), bom)), charset: bom };
  const declared = sniffDeclaredCharset(buf);
  const utf8 = strictUtf8(buf);
  // Valid UTF-8 with non-ASCII in it is UTF-8 whatever the markup says: legacy text is
  // practically never valid UTF-8 by chance, while pages re-saved as UTF-8 keep their
  // old declaration (23 of the 1,854 pages of ../shared/data declare ISO-8859-1,
  // ISO-8859-2 or GBK and are UTF-8; trafilatura also tries UTF-8 before the declaration).
  // A UTF-16 string shorter than its bytes holds a multi-byte sequence.
  if (utf8 !== null && (declared === null || declared === "utf-8" || utf8.length < buf.length)) {
    return { html: utf8, charset: "utf-8" };
  }
  if (declared && declared !== "utf-8") return { html: iconv().decode(Buffer.from(buf), declared), charset: declared };
  if (declared || looksLikeDamagedUtf8(buf)) return { html: new TextDecoder("utf-8").decode(buf), charset: "utf-8" };
  return { html: iconv().decode(Buffer.from(buf), "windows-1252"), charset: "windows-1252" };
}

function strictUtf8(buf: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(buf);
  } catch {
    return null;
  }
}

/**
 * Undeclared bytes that are not strict UTF-8 are windows-1252, unless they are
 * UTF-8 with a few stray bytes (a pasted-in Latin-1 snippet, a page cut mid-character):
 * decoding those as windows-1252 would garble every non-ASCII letter of the page.
 * Legacy text almost never forms a well-formed multi-byte sequence by chance (it takes
 * a letter like `Ã` followed by a symbol byte), so well-formed sequences that
 * outnumber the broken ones by this factor mean UTF-8.
 */
const UTF8_EVIDENCE_RATIO = 2;

function looksLikeDamagedUtf8(buf: Uint8Array): boolean {
  const { wellFormed, broken } = countUtf8Sequences(buf);
  return wellFormed > UTF8_EVIDENCE_RATIO * broken;
}

/** Multi-byte sequences that are well-formed UTF-8, and non-ASCII runs that are not (WHATWG: one per maximal subpart). */
function countUtf8Sequences(buf: Uint8Array): { wellFormed: number; broken: number } {
  let wellFormed = 0;
  let broken = 0;
  let i = 0;
  while (i < buf.length) {
    const b = buf[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need = 0;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else {
      broken++;
      i++;
      continue;
    }
    let j = 1;
    for (; j <= need; j++) {
      const c = i + j < buf.length ? buf[i + j] : -1;
      if (c < lo || c > hi) break;
      lo = 0x80;
      hi = 0xbf;
    }
    if (j > need) wellFormed++;
    else broken++;
    i += j;
  }
  return { wellFormed, broken };
}

function stripBom(s: string): string {
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}
