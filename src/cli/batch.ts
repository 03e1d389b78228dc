/**
 * `ce batch`: JSON lines {"id","html","url"} on stdin -> JSON lines of results on
 * stdout, in completion order, on a pool of worker threads. Memory stays constant in
 * the number of lines: at most `workers * IN_FLIGHT_PER_WORKER` lines are held.
 */
import { availableParallelism } from "node:os";
import { createInterface } from "node:readline";
import { once } from "node:events";
import { Piscina } from "piscina";
import { idOfLine, toErrorRecord } from "./records.js";

/** Enough queued lines to keep every worker busy while the main thread reads the next. */
const IN_FLIGHT_PER_WORKER = 4;

export interface BatchOptions {
  workers?: number;
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
}

export async function runBatch(opts: BatchOptions = {}): Promise<void> {
  const workers = Math.max(1, opts.workers ?? availableParallelism());
  const input = opts.input ?? process.stdin;
  const output = opts.output ?? process.stdout;
  const pool = new Piscina({
    filename: new URL("./batch-worker.js", import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
  });
  const maxInFlight = workers * IN_FLIGHT_PER_WORKER;
  const inFlight = new Set<Promise<void>>();

  const write = async (line: string): Promise<void> => {
    if (!output.write(line + "\n")) await once(output, "drain");
  };

  const rl = createInterface({ input, crlfDelay: Infinity });
  for await (const line of rl) {
    if (line.trim() === "") continue;
    const task: Promise<void> = pool
      .run(line)
      .then((out: string) => write(out))
      .catch((err: unknown) => write(JSON.stringify(toErrorRecord(idOfLine(line), err))))
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  await pool.destroy();
}
