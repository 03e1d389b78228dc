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
 * took 0.84x the time (5.3-5.5 ms per page against 6.3-6.6). The cost is memory:
 * bench:http's peak server RSS with 2 MiB documents and 2 workers went from 599 to
 * 880-910 MiB (bench/README.md); the server's WORKER_YOUNG_GENERATION_MB trades it back.
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

/**
 * `resourceLimits` for `new Worker(...)` / piscina. `youngGenerationMb` 0 leaves the young
 * generation at V8's default (the server's WORKER_YOUNG_GENERATION_MB=0, for small machines).
 */
export function extractionWorkerLimits(youngGenerationMb: number = YOUNG_GENERATION_MB): {
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb?: number;
} {
  return youngGenerationMb > 0
    ? { maxOldGenerationSizeMb: OLD_GENERATION_MB, maxYoungGenerationSizeMb: youngGenerationMb }
    : { maxOldGenerationSizeMb: OLD_GENERATION_MB };
}
