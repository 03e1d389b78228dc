/**
 * Worker-thread side of `ce batch`: one JSON line in, one JSON line out.
 * JSON parsing and serialization happen here too, off the main thread.
 */
import { workerData } from "node:worker_threads";
import { extract, type ExtractOptions } from "../extract/index.js";
import { parseBatchLine, toBatchRecord, toErrorRecord } from "./records.js";

/** `ce batch --block-model on|off` (runBatch's workerData); undefined: the library's default. */
const blockModel = (workerData as { blockModel?: boolean } | null)?.blockModel;
/** `ce batch --format/--chunk-tokens/...`: the same for every document. */
const extractOptions = (workerData as { extractOptions?: ExtractOptions } | null)?.extractOptions ?? {};

export default function handleLine(line: string): string {
  const input = parseBatchLine(line);
  if ("error" in input) return JSON.stringify(input);
  try {
    return JSON.stringify(toBatchRecord(input.id, extract(input.html, { ...extractOptions, url: input.url, blockModel })));
  } catch (err) {
    return JSON.stringify(toErrorRecord(input.id, err));
  }
}
