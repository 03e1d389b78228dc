/**
 * The extraction worker pool (piscina): a fixed number of threads, a bounded queue and a
 * per-document time budget. A full queue is `PoolOverloadedError` (503 `overloaded`); a
 * document still running at its budget has its worker terminated and replaced by piscina
 * (`ExtractionTimeoutError`, 504 `extraction_timeout`). The budget starts when a worker
 * picks the document up, so time spent waiting in the queue never turns into a timeout.
 *
 * `run(body, reserve)` hands the raw body to a worker (extract-worker.ts), which reads and
 * validates it, and at the same time calls `reserve` (the route reserves the charge);
 * the worker extracts only once the reservation succeeded. A bad body is answered with
 * its error whatever the reservation did (the route refunds it), so a 400 always wins
 * over a 402.
 */
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { extractionWorkerLimits } from "../extract/worker-heap.js";
import { DECISION, type WorkerAnswer, type WorkerMessage, type WorkerTask } from "./worker-protocol.js";

export type { WorkerAnswer } from "./worker-protocol.js";

export interface ExtractionPoolOptions {
  readonly workers: number;
  readonly queueLimit: number;
  readonly timeoutMs: number;
  /** Young generation per worker, MiB (worker-heap.ts); 0: V8's default; unset: the extraction default. */
  readonly youngGenerationMb?: number;
  /** Old-generation limit per worker, MiB (worker-heap.ts); unset: the extraction default. */
  readonly heapMb?: number;
}

export class PoolOverloadedError extends Error {
  override readonly name = "PoolOverloadedError";
}
export class ExtractionTimeoutError extends Error {
  override readonly name = "ExtractionTimeoutError";
}
/** The document took its worker past its heap limit: that worker is gone (piscina starts another), the server is not. */
export class ExtractionMemoryError extends Error {
  override readonly name = "ExtractionMemoryError";
}

export interface PoolStats {
  readonly threads: number;
  readonly queued: number;
  readonly running: number;
  /** Workers terminated at the time budget since start. */
  readonly timeouts: number;
  /** Workers that ran out of heap since start. */
  readonly outOfMemory: number;
}

/** Reserves the charge: resolving lets the worker extract, a rejection stops it (and is what `run` throws for a valid body). */
export type Reserve = () => Promise<void>;

export class ExtractionPool {
  private readonly pool: Piscina<WorkerTask, WorkerAnswer>;
  /** Submitted and not yet answered: running plus waiting. */
  private inFlight = 0;
  private running = 0;
  private timeouts = 0;
  private outOfMemory = 0;
  private closed = false;

  constructor(private readonly options: ExtractionPoolOptions) {
    this.pool = new Piscina<WorkerTask, WorkerAnswer>({
      filename: new URL("./extract-worker-entry.cjs", import.meta.url).href,
      minThreads: options.workers,
      maxThreads: options.workers,
      // Piscina's own bound is the backstop; `run` checks first to answer without queueing.
      maxQueue: options.queueLimit + options.workers,
      // A document that takes a worker past its heap limit ends that worker only (the
      // request gets 504, piscina starts a new worker), never the server: the limits bound
      // what each worker may hold (worker-heap.ts, README "Memory").
      resourceLimits: extractionWorkerLimits(options.youngGenerationMb, options.heapMb),
    });
  }

  /** True when no more documents may wait: the request should be answered 503. */
  isFull(): boolean {
    return this.closed || this.inFlight >= this.options.workers + this.options.queueLimit;
  }

  stats(): PoolStats {
    return { threads: this.pool.threads.length, queued: this.inFlight - this.running, running: this.running, timeouts: this.timeouts, outOfMemory: this.outOfMemory };
  }

  /** Thread ids of the live workers (tests check a stuck one was replaced). */
  threadIds(): number[] {
    return this.pool.threads.map((t) => t.threadId);
  }

  async run(body: Buffer, reserve: Reserve): Promise<WorkerAnswer> {
    if (this.isFull()) throw new PoolOverloadedError("extraction queue is full");
    const { port1, port2 } = new MessageChannel();
    const decision = new Int32Array(new SharedArrayBuffer(4));
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let started = false;
    let done = false;
    let reserveError: unknown = null;
    const decide = (value: number) => {
      Atomics.store(decision, 0, value);
      Atomics.notify(decision, 0);
    };
    port1.on("message", (msg: WorkerMessage) => {
      if (done || msg.step !== "started") return;
      started = true;
      this.running++;
      // Aborting a running task makes piscina terminate its worker and start a new one.
      timer = setTimeout(() => abort.abort(), this.options.timeoutMs);
    });
    // Reserving runs while the task waits for a worker and its body is read: by the time
    // the worker needs the decision it is usually there.
    const reserving = reserve().then(
      () => decide(DECISION.go),
      (err: unknown) => {
        reserveError = err;
        decide(DECISION.stop);
      },
    );
    // The body's bytes move to the worker without a copy when the buffer owns its memory;
    // a small buffer may be a slice of Node's shared pool, which must never be moved.
    const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && !(body.buffer instanceof SharedArrayBuffer);
    const bytes = whole ? new Uint8Array(body.buffer, 0, body.byteLength) : new Uint8Array(body);
    const task: WorkerTask = { body: bytes, port: port2, decision };
    this.inFlight++;
    try {
      const answer = await this.pool.run(task, { transferList: whole ? [port2, bytes.buffer as ArrayBuffer] : [port2], signal: abort.signal });
      // The reservation has settled before the route sees the answer (it refunds or commits it).
      await reserving;
      if (answer.kind === "stopped" && reserveError !== null) throw reserveError;
      return answer;
    } catch (err) {
      await reserving;
      if (err === reserveError) throw err;
      if (abort.signal.aborted) {
        this.timeouts++;
        throw new ExtractionTimeoutError(`no result within ${this.options.timeoutMs} ms`);
      }
      if (err instanceof Error && (err as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY") {
        this.outOfMemory++;
        throw new ExtractionMemoryError("the document needs more memory than an extraction worker may use");
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
