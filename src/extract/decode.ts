/**
 * Bytes -> string for callers that hold raw page bytes (the CLI reading files).
 * Order, as browsers sniff: byte-order mark, then `<meta charset>` or an
 * `http-equiv` content-type in the first bytes, then strict UTF-8, then windows-1252.
 * iconv-lite does the decoding of legacy charsets.
 */
import iconv from "iconv-lite";

/** Browsers look for the charset declaration in the first 1024 bytes; real pages put it later, so we look further. */
const SNIFF_BYTES = 8192;

const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([a-zA-Z0-9_:.\-]+)/i;

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
  let name = m[1].toLowerCase();
  // Per the WHATWG encoding spec, a declared UTF-16 in markup means UTF-8, and
  // latin1/ascii labels mean windows-1252.
  if (name.startsWith("utf-16")) name = "utf-8";
  if (name === "iso-8859-1" || name === "latin1" || name === "us-ascii" || name === "ascii") name = "windows-1252";
  if (name === "gb2312") name = "gbk";
  return iconv.encodingExists(name) ? name : null;
}

export function decodeHtmlBytes(buf: Uint8Array): { html: string; charset: string } {
  const bom = sniffBom(buf);
  if (bom) return { html: stripBom(iconv.decode(Buffer.from(buf), bom)), charset: bom };
  const declared = sniffDeclaredCharset(buf);
  if (declared && declared !== "utf-8" && declared !== "utf8") {
    return { html: iconv.decode(Buffer.from(buf), declared), charset: declared };
  }
  try {
    return { html: new TextDecoder("utf-8", { fatal: true }).decode(buf), charset: "utf-8" };
  } catch {
    if (declared) return { html: new TextDecoder("utf-8").decode(buf), charset: "utf-8" };
    return { html: iconv.decode(Buffer.from(buf), "windows-1252"), charset: "windows-1252" };
  }
}

function stripBom(s: string): string {
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}
