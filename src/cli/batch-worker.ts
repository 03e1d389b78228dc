/**
 * Worker-thread side of `ce batch`: one JSON line in, one JSON line out.
 * JSON parsing and serialization happen here too, off the main thread.
 */
import { extract } from "../extract/index.js";
import { parseBatchLine, toBatchRecord, toErrorRecord } from "./records.js";

export default function handleLine(line: string): string {
  const input = parseBatchLine(line);
  if ("error" in input) return JSON.stringify(input);
  try {
    return JSON.stringify(toBatchRecord(input.id, extract(input.html, { url: input.url })));
  } catch (err) {
    return JSON.stringify(toErrorRecord(input.id, err));
  }
}
