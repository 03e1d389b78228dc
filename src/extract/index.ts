/**
 * Public API of the extraction core: a pure library (no server, no database, no
 * environment). `extract(html, options)` returns the fields of the API response.
 */
import { runPipeline } from "./pipeline.js";
import type { ExtractOptions, ExtractOutput, ExtractResult } from "./types.js";

export type { Chunk, ContentTypeHint, ExtractDebug, ExtractOptions, ExtractOutput, ExtractResult, OutputFormat } from "./types.js";
export { markdownToText } from "./markdown/index.js";
export { decodeHtmlBytes } from "./decode.js";

/** Main content and metadata of one HTML page. Never throws on any HTML input. */
export function extract(html: string, options: ExtractOptions = {}): ExtractResult {
  return runPipeline(html, options).result;
}

/** Like `extract`, with the removal trace and per-stage timings when `options.debug` is set. */
export function extractWithDebug(html: string, options: ExtractOptions = {}): ExtractOutput {
  return runPipeline(html, { ...options, debug: true });
}
