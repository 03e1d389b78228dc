import type { ExtractResult } from "../extract/index.js";

/** One output line of `ce batch` (the contract of ../shared/eval/README.md). */
export function toBatchRecord(id: unknown, r: ExtractResult): Record<string, unknown> {
  return { id, ...r };
}
