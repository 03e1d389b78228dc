/**
 * V8 heap settings for the threads that run extraction (the server's pool, `ce batch`),
 * and for bench/extract.mjs, which runs every extractor it compares with the same young
 * generation so that its figures are the ones the service gets.
 *
 * Why a larger young generation: extraction keeps the page's whole tree alive while
 * its stages allocate about as much again in short-lived strings and arrays. Every
 * minor collection that falls inside a document copies that live tree, so with V8's
 * default (16 MiB semi-spaces) a fifth of a worker's time went to minor collections,
 * each copying 4-5 MB of tree. With 64 MiB semi-spaces a collection falls inside a
 * document a quarter as often; measured on the dev pages in a worker thread, extraction
 * took 0.75x the time (bench/README.md). The cost is memory: up to about 130 MB more
 * per worker while documents are big enough to grow the young generation that far.
 */

/** Semi-space size, MiB (V8 `--max-semi-space-size`). */
export const SEMI_SPACE_MB = 64;

/** V8 sizes the young generation at three semi-spaces (two plus the new large-object space). */
export const YOUNG_GENERATION_MB = 3 * SEMI_SPACE_MB;

/**
 * Old-generation limit per extraction worker, MiB: a document that makes a worker's heap
 * explode kills that worker only, never the process. 2 MiB documents peak well under
 * 200 MB of heap; 1 GiB leaves room.
 */
export const OLD_GENERATION_MB = 1024;

/** `resourceLimits` for `new Worker(...)` / piscina. */
export const EXTRACTION_WORKER_LIMITS = {
  maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
  maxOldGenerationSizeMb: OLD_GENERATION_MB,
} as const;
