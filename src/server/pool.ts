/**
 * The extraction worker pool (piscina): a fixed number of threads, a bounded queue and a
 * per-document time budget. A full queue is `PoolOverloadedError` (503 `overloaded`); a
 * document still running at its budget has its worker terminated and replaced by piscina
 * (`ExtractionTimeoutError`, 504 `extraction_timeout`). The budget starts when a worker
 * picks the document up (extract-worker.ts posts on a MessagePort), so time spent
 * waiting in the queue never turns into a timeout.
 */
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import type { ContentTypeHint } from "../extract/index.js";
import type { WorkerAnswer, WorkerTask } from "./extract-worker.js";

/** Old-generation heap limit per extraction worker, MB. */
const WORKER_HEAP_LIMIT_MB = 1024;

export interface ExtractionJob {
  readonly html: string;
  readonly url?: string;
  readonly contentTypeHint?: ContentTypeHint;
  readonly languageHint?: string;
}

export interface ExtractionPoolOptions {
  readonly workers: number;
  readonly queueLimit: number;
  readonly timeoutMs: number;
}

export class PoolOverloadedError extends Error {
  override readonly name = "PoolOverloadedError";
}
export class ExtractionTimeoutError extends Error {
  override readonly name = "ExtractionTimeoutError";
}

export interface PoolStats {
  readonly threads: number;
  readonly queued: number;
  readonly running: number;
  /** Workers terminated at the time budget since start. */
  readonly timeouts: number;
}

export class ExtractionPool {
  private readonly pool: Piscina<WorkerTask, WorkerAnswer>;
  /** Submitted and not yet answered: running plus waiting. */
  private inFlight = 0;
  private running = 0;
  private timeouts = 0;
  private closed = false;

  constructor(private readonly options: ExtractionPoolOptions) {
    this.pool = new Piscina<WorkerTask, WorkerAnswer>({
      filename: new URL("./extract-worker.js", import.meta.url).href,
      minThreads: options.workers,
      maxThreads: options.workers,
      // Piscina's own bound is the backstop; `run` checks first to answer without queueing.
      maxQueue: options.queueLimit + options.workers,
      // A document that makes a worker's heap explode kills that worker only (the request
      // gets 500, piscina starts a new one), never the server. 2 MiB documents peak well
      // under 200 MB of heap (bench/README.md, bench:http); 1 GiB leaves room.
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_LIMIT_MB },
    });
  }

  /** True when no more documents may wait: the request should be answered 503 before anything is reserved. */
  isFull(): boolean {
    return this.closed || this.inFlight >= this.options.workers + this.options.queueLimit;
  }

  stats(): PoolStats {
    return { threads: this.pool.threads.length, queued: this.inFlight - this.running, running: this.running, timeouts: this.timeouts };
  }

  /** Thread ids of the live workers (tests check a stuck one was replaced). */
  threadIds(): number[] {
    return this.pool.threads.map((t) => t.threadId);
  }

  async run(job: ExtractionJob): Promise<WorkerAnswer> {
    if (this.isFull()) throw new PoolOverloadedError("extraction queue is full");
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let started = false;
    let done = false;
    port1.once("message", () => {
      if (done) return;
      started = true;
      this.running++;
      timer = setTimeout(() => abort.abort(new ExtractionTimeoutError(`no result within ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    });
    const task: WorkerTask = { ...job, started: port2 };
    this.inFlight++;
    try {
      return await this.pool.run(task, { transferList: [port2], signal: abort.signal });
    } catch (err) {
      if (abort.signal.aborted) {
        this.timeouts++;
        throw new ExtractionTimeoutError(`no result within ${this.options.timeoutMs} ms`);
      }
      if (err instanceof Error && /queue/i.test(err.message) && !started) throw new PoolOverloadedError(err.message);
      throw err;
    } finally {
      done = true;
      this.inFlight--;
      if (timer !== undefined) clearTimeout(timer);
      if (started) this.running--;
      port1.close();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.pool.destroy();
  }
}
