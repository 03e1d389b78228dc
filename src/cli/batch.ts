/**
 * `ce batch`: JSON lines {"id","html","url"} on stdin -> JSON lines of results on
 * stdout, in completion order, on a pool of worker threads. Memory stays constant in
 * the number of lines: at most `workers` lines are being worked on at once.
 */
import { availableParallelism } from "node:os";
import { createInterface } from "node:readline";
import { once } from "node:events";
import { Piscina } from "piscina";
import { BATCH_OLD_GENERATION_MB, extractionWorkerLimits } from "../extract/worker-heap.js";
import { idOfLine, toErrorRecord } from "./records.js";
import { BatchProgress, type ProgressStream } from "./progress.js";
import type { ExtractOptions } from "../extract/index.js";

/**
 * A document still unanswered this long gets an error record and its worker is stopped
 * (piscina replaces it), so one pathological page cannot stall the batch. Real pages
 * take well under a second, every case of the hostile-input suite (test/hostile.test.ts)
 * under 5 s.
 */
const TASK_TIMEOUT_MS = 30_000;

export interface BatchOptions {
  workers?: number;
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
  /** Per-document time limit, from hand-over to the pool to answer (default TASK_TIMEOUT_MS). */
  taskTimeoutMs?: number;
  /** ExtractOptions.blockModel for every document (the library's default when absent). */
  blockModel?: boolean;
  /** Output options for every document (`--format`, `--chunk-tokens`, ...). */
  extractOptions?: ExtractOptions;
  /** Where progress goes when it is a terminal (default stderr; progress.ts). */
  progress?: ProgressStream;
}

export async function runBatch(opts: BatchOptions = {}): Promise<void> {
  const workers = Math.max(1, opts.workers ?? availableParallelism());
  const input = opts.input ?? process.stdin;
  const output = opts.output ?? process.stdout;
  // The workers start with the first line, not before: with no input there is nothing to
  // start (issue 18), and a line from a pipe or a file arrives within a millisecond.
  let pool: Piscina | undefined;
  const startPool = (): Piscina =>
    (pool ??= new Piscina({
      filename: new URL("./batch-worker-entry.cjs", import.meta.url).href,
      minThreads: workers,
      maxThreads: workers,
      workerData: { blockModel: opts.blockModel, extractOptions: opts.extractOptions },
      // Heap limits and the young generation sized for extraction (see worker-heap.ts).
      resourceLimits: extractionWorkerLimits(undefined, BATCH_OLD_GENERATION_MB),
    }));
  const timeoutMs = opts.taskTimeoutMs ?? TASK_TIMEOUT_MS;
  // One line per worker: a line goes to the pool when a worker is free, so the pool's
  // queue stays empty and the time limit measures the document's own run, not its
  // wait behind a slow one. (Readline buffers what is read ahead; a worker idles only
  // for the main thread's hand-over, well under a millisecond: 3,000 pages on 2 workers
  // ran no slower than with four lines per worker.)
  const maxInFlight = workers;
  const inFlight = new Set<Promise<void>>();

  const progress = new BatchProgress(opts.progress ?? process.stderr);
  const write = async (line: string): Promise<void> => {
    progress.record(line);
    if (!output.write(line + "\n")) await once(output, "drain");
  };

  const rl = createInterface({ input, crlfDelay: Infinity });
  for await (const line of rl) {
    if (line.trim() === "") continue;
    const signal = AbortSignal.timeout(timeoutMs);
    const task: Promise<void> = startPool()
      .run(line, { signal })
      .then((out: string) => write(out))
      .catch((err: unknown) => {
        const reason = signal.aborted ? new Error(`no answer within ${timeoutMs} ms`) : err;
        return write(JSON.stringify(toErrorRecord(idOfLine(line), reason)));
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  progress.finish();
  await pool?.destroy();
}
