/**
 * Worker-thread side of the server's extraction pool (pool.ts). The HTML is parsed and
 * the response JSON is serialized here, so the event loop only moves strings.
 * The first thing a task does is tell the main thread it started: the per-document time
 * budget counts from then, not from when the request joined the queue.
 */
import type { MessagePort } from "node:worker_threads";
import { extract, type ContentTypeHint } from "../extract/index.js";

export interface WorkerTask {
  readonly html: string;
  readonly url?: string;
  readonly contentTypeHint?: ContentTypeHint;
  readonly languageHint?: string;
  /** Receives one message when the task starts running. */
  readonly started: MessagePort;
}

export interface WorkerAnswer {
  /** The 200 response body, serialized. */
  readonly json: string;
  /** Milliseconds the extraction took inside the worker. */
  readonly extractMs: number;
}

export default function runTask(task: WorkerTask): WorkerAnswer {
  task.started.postMessage(0);
  task.started.close();
  const t0 = performance.now();
  const result = extract(task.html, { url: task.url, contentTypeHint: task.contentTypeHint, languageHint: task.languageHint });
  const json = JSON.stringify(result);
  return { json, extractMs: performance.now() - t0 };
}
