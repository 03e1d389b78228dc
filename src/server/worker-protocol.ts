/**
 * What the server's main thread (pool.ts) and its extraction workers (extract-worker.ts)
 * exchange. A module of its own so that the main thread never imports the worker's
 * module, which loads the whole extractor: the main thread needs none of it (issue 18).
 */
import type { MessagePort } from "node:worker_threads";
import type { FieldError } from "./errors.js";

/** Decision slot values (Int32Array over a SharedArrayBuffer, index 0). */
export const DECISION = { pending: 0, go: 1, stop: 2 } as const;

export interface WorkerTask {
  /** The request body, UTF-8 JSON (after gzip decoding). */
  readonly body: Uint8Array;
  readonly port: MessagePort;
  readonly decision: Int32Array;
}

/** Messages on the task's port, worker -> main. */
export type WorkerMessage = { readonly step: "started" };

export type WorkerAnswer =
  | { readonly kind: "done"; readonly json: string; readonly extractMs: number; readonly htmlBytes: number }
  | {
      readonly kind: "invalid";
      readonly code: "invalid_json" | "validation_failed" | "payload_too_large";
      readonly detail: string;
      readonly errors?: readonly FieldError[];
      readonly htmlBytes: number;
    }
  | { readonly kind: "stopped"; readonly htmlBytes: number };
