/**
 * Worker-thread side of the server's extraction pool (pool.ts): the request body arrives
 * as bytes, and decoding, JSON parsing, validation, extraction and serializing the
 * answer all happen here, so the event loop only moves buffers.
 *
 * One task, in three steps:
 *   1. "started" on the task's MessagePort as soon as the worker picks it up: the time
 *      budget counts from here.
 *   2. The body is read (request-body.ts). A bad body ends the task with its error.
 *   3. The decision slot says whether the charge was reserved: the main thread reserved
 *      it while the task was handed over and read (so the worker rarely waits at all).
 *      "go": extract and return the 200 body; "stop" (402, or the store failed): return
 *      without extracting. Nothing is extracted before its charge is reserved.
 */
import { extract } from "../extract/index.js";
import { readExtractRequest } from "./request-body.js";
import { DECISION, type WorkerAnswer, type WorkerMessage, type WorkerTask } from "./worker-protocol.js";

/**
 * How long a worker waits for the decision. The main thread answers within one store
 * round trip; this only bounds a worker whose main thread is gone or stuck.
 */
const DECISION_WAIT_MS = 30_000;

export default function runTask(task: WorkerTask): WorkerAnswer {
  const { port } = task;
  try {
    port.postMessage({ step: "started" } satisfies WorkerMessage);
    const verdict = readExtractRequest(task.body);
    if (!verdict.ok) {
      const { code, detail, errors, htmlBytes } = verdict;
      return { kind: "invalid", code, detail, htmlBytes, ...(errors !== undefined ? { errors } : {}) };
    }
    Atomics.wait(task.decision, 0, DECISION.pending, DECISION_WAIT_MS);
    if (Atomics.load(task.decision, 0) !== DECISION.go) return { kind: "stopped", htmlBytes: verdict.htmlBytes };
    const t0 = performance.now();
    const { html, ...options } = verdict.request;
    const json = JSON.stringify(extract(html, options));
    return { kind: "done", json, extractMs: performance.now() - t0, htmlBytes: verdict.htmlBytes };
  } finally {
    port.close();
  }
}
