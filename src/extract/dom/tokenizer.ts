/**
 * Where parse.ts gets htmlparser2's Tokenizer class.
 *
 * From its own module, not from the package's entry: the entry also loads its tree
 * builder, domhandler, domutils and dom-serializer: 25 of the 89 modules the extractor
 * loaded, none of them called, a quarter of its start-up in every worker (issue 18;
 * bench/README.md "Where the memory and the start-up went"). The package exports only
 * its entry, so the module is found beside it; should a later htmlparser2 move it, the
 * entry is loaded instead.
 *
 * Two ways in, because parse.ts needs the class when it is evaluated and has no
 * top-level await (which would keep CommonJS users from requiring this library):
 * - `preloadTokenizer()`, awaited by the worker entries (extract/load-in-worker.cts, for
 *   server/extract-worker-entry.cts and cli/batch-worker-entry.cts) before they import
 *   the extractor: an `import()`, so a worker never loads an ES module with `require`.
 *   Node 20's `require(esm)` aborts the whole process ("v8::Module::IsGraphAsync must be used on an instantiated module")
 *   when a worker is terminated while that `require` instantiates the module: a worker
 *   replaced after a timeout, or a pool closed while its workers start. It happened
 *   once in CI (session 18's note).
 * - otherwise (the main thread: `ce extract`, tests, library users) a synchronous
 *   `require`, which Node >= 20.19 allows for an ES module without top-level await.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Tokenizer as TokenizerClass } from "htmlparser2";

export type TokenizerConstructor = typeof TokenizerClass;

let preloaded: TokenizerConstructor | undefined;

/** The Tokenizer module's own URL beside the package entry. */
function tokenizerModuleUrl(): URL {
  return new URL("./Tokenizer.js", import.meta.resolve("htmlparser2"));
}

/** Loads the Tokenizer with `import()`; tokenizerClass() then returns it without `require`. */
export async function preloadTokenizer(): Promise<void> {
  try {
    preloaded = ((await import(tokenizerModuleUrl().href)) as { default: TokenizerConstructor }).default;
  } catch {
    preloaded = (await import("htmlparser2")).Tokenizer;
  }
}

/** The Tokenizer class: the preloaded one, or one loaded now with `require`. */
export function tokenizerClass(): TokenizerConstructor {
  if (preloaded !== undefined) return preloaded;
  const require = createRequire(import.meta.url);
  try {
    return (require(fileURLToPath(tokenizerModuleUrl())) as { default: TokenizerConstructor }).default;
  } catch {
    return (require("htmlparser2") as typeof import("htmlparser2")).Tokenizer;
  }
}
