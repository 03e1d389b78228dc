/**
 * V8 heap settings for the threads that run extraction (the server's pool, `ce batch`),
 * and for bench/extract.mjs, which runs every extractor it compares with the same young
 * generation so that its figures are the ones the service gets. README "Memory" gives
 * the budget these make, bench/README.md "bench:memory" the measurements.
 *
 * The young generation: V8's own size for 64-bit (16 MiB semi-spaces), made explicit so
 * that it does not move with a Node upgrade. Until issue 18 it was 64 MiB semi-spaces
 * (192 MiB of young generation), chosen when a fifth of a worker's time went to minor
 * collections that copied each page's live tree; the extraction has since been made to
 * build much smaller trees (bench/README.md, sessions 6-10). Measured again on this
 * build, 2 workers, `ce serve`, alternating the two settings four times in one run
 * (bench/memory.mjs --baseline . --baseline-env ... --env ...): ~2 MiB documents 1.135x
 * more per CPU second with 16 MiB semi-spaces, the 246 bench pages 0.993x (the same),
 * and the server's peak RSS under ~2 MiB documents 340-366 MiB against 559-598. In one
 * process, each page to a worker of each setting in turn: 0.90x-1.02x the time per page.
 * A larger young generation no longer buys speed and costs ~110 MiB per busy worker.
 */

/** Semi-space size, MiB (V8 `--max-semi-space-size`). */
export const SEMI_SPACE_MB = 16;

/** V8 sizes the young generation at three semi-spaces (two plus the new large-object space). */
export const YOUNG_GENERATION_MB = 3 * SEMI_SPACE_MB;

/**
 * Old-generation limit per extraction worker, MiB (the server's WORKER_HEAP_MB): a
 * document that would take a worker past it ends that worker only (the request gets 504,
 * nothing charged), never the process. Real pages need little: the ~2 MiB article
 * documents of bench:memory under 64 MiB. The hostile suite's densest 2 MiB documents
 * (200,000 sibling paragraphs, 260,000 tiny inline elements) need between 160 and 192
 * MiB, and are refused at 128. 128 is the default because it is what makes the
 * worst case of the defaults fit a 512 MiB container: 2 workers at their limit plus the
 * main thread come to about 500 MiB (README "Memory"); 256 serves every hostile document.
 */
export const OLD_GENERATION_MB = 128;

/**
 * `ce batch` runs one document per worker on a machine the user chose, and must not turn
 * any document away that the library alone would extract: it keeps a larger limit.
 */
export const BATCH_OLD_GENERATION_MB = 1024;

/**
 * `resourceLimits` for `new Worker(...)` / piscina. `youngGenerationMb` 0 leaves the young
 * generation at V8's default (the server's WORKER_YOUNG_GENERATION_MB=0).
 */
export function extractionWorkerLimits(
  youngGenerationMb: number = YOUNG_GENERATION_MB,
  oldGenerationMb: number = OLD_GENERATION_MB,
): {
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb?: number;
} {
  return youngGenerationMb > 0
    ? { maxOldGenerationSizeMb: oldGenerationMb, maxYoungGenerationSizeMb: youngGenerationMb }
    : { maxOldGenerationSizeMb: oldGenerationMb };
}

/**
 * What `ce serve` holds besides its workers' heaps, MiB: the main thread idle (81 MiB
 * measured with 1, 2 and 4 workers, 2026-11-27) plus the request bodies in flight.
 */
export const SERVER_MAIN_MB = 96;

/** What a worker holds outside its heap limits, MiB: its stack, V8's and Node's own structures (~19 MiB idle, 12 of it heap). */
export const WORKER_OUTSIDE_HEAP_MB = 12;

/**
 * The most `ce serve` should come to, MiB: every worker at its heap limit plus a full
 * young generation, and the main thread. Measured with the defaults (2 workers) and the
 * densest 2 MiB documents at 8 concurrent requests, both workers at their limit: 446 MiB
 * against this estimate's 472; WORKER_HEAP_MB=256, 609 against 728 (bench/README.md).
 */
export function serverMemoryCeilingMb(workers: number, heapMb: number, youngGenerationMb: number): number {
  const young = youngGenerationMb > 0 ? youngGenerationMb : YOUNG_GENERATION_MB;
  return SERVER_MAIN_MB + workers * (heapMb + young + WORKER_OUTSIDE_HEAP_MB);
}
