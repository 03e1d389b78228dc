/**
 * `ce batch` lines, in and out (the contract of ../shared/eval/README.md): input
 * {"id","html","url"}, output the result fields with the id, or {"id","error"}.
 */
import type { ExtractResult } from "../extract/index.js";

export interface BatchInput {
  id: unknown;
  html: string;
  url?: string;
}

export interface BatchError {
  id: unknown;
  error: string;
}

export function toBatchRecord(id: unknown, r: ExtractResult): Record<string, unknown> {
  return { id, ...r };
}

export function toErrorRecord(id: unknown, err: unknown): BatchError {
  return { id, error: err instanceof Error ? err.message : String(err) };
}

type JsonObject = { [key: string]: unknown };

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** One input line, checked; what is wrong with it comes back as an error record. */
export function parseBatchLine(line: string): BatchInput | BatchError {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch (err) {
    return toErrorRecord(recoverId(line), err);
  }
  if (!isObject(input)) return { id: null, error: "a line must be a JSON object" };
  const id = input["id"] ?? null;
  const html = input["html"];
  if (typeof html !== "string") return { id, error: "html must be a string" };
  const url = input["url"];
  return { id, html, url: typeof url === "string" ? url : undefined };
}

/** The id of a line, for an error found after parsing (a worker that died on it). */
export function idOfLine(line: string): unknown {
  const parsed = parseBatchLine(line);
  return parsed.id;
}

/** A string or number id at the start of a line that is not JSON (a truncated line keeps its id). */
const LEADING_ID = /^\s*\{\s*"id"\s*:\s*("(?:[^"\\\n]|\\.)*"|-?\d+(?:\.\d+)?)/;

export function recoverId(line: string): unknown {
  const m = LEADING_ID.exec(line);
  if (m === null) return null;
  try {
    return JSON.parse(m[1]) as unknown;
  } catch {
    return null;
  }
}
