/**
 * Worker-thread side of `ce batch`: one JSON line in, one JSON line out.
 * JSON parsing and serialization happen here too, off the main thread.
 */
import { extract } from "../extract/index.js";
import { toBatchRecord } from "./records.js";

export default function handleLine(line: string): string {
  let id: unknown = null;
  try {
    const input = JSON.parse(line) as { id?: unknown; html?: unknown; url?: unknown };
    id = input.id ?? null;
    if (typeof input.html !== "string") return JSON.stringify({ id, error: "html must be a string" });
    const url = typeof input.url === "string" ? input.url : undefined;
    return JSON.stringify(toBatchRecord(id, extract(input.html, { url })));
  } catch (err) {
    return JSON.stringify({ id, error: err instanceof Error ? err.message : String(err) });
  }
}
