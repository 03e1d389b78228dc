/**
 * A worker thread that opens its own SqliteStore on a shared file and reserves as fast as
 * it can: several of these contend for the database's write lock for real, the way
 * separate server processes would. Used by test/store/sqlite.test.ts.
 */
import { parentPort, workerData } from "node:worker_threads";
import { SqliteStore } from "../../src/store/sqlite.js";

export interface ReserveJob {
  readonly path: string;
  readonly accountId: number;
  readonly tokenId: number;
  readonly isPrimary: boolean;
  readonly dayKey: string;
  readonly count: number;
  readonly prefix: string;
  /** Int32Array flag: workers open the store, say "ready", then wait for 1 so they start together. */
  readonly start: SharedArrayBuffer;
}

export interface ReserveReport {
  readonly admitted: number;
  readonly free: number;
  readonly credit: number;
  readonly refused: number;
}

const job: ReserveJob = workerData;
const store = new SqliteStore({ path: job.path });
parentPort?.postMessage("ready");
Atomics.wait(new Int32Array(job.start), 0, 0);
let free = 0;
let credit = 0;
let refused = 0;
for (let i = 0; i < job.count; i++) {
  const r = await store.reserve({ requestId: `${job.prefix}-${i}`, tokenId: job.tokenId, accountId: job.accountId, dayKey: job.dayKey, isPrimary: job.isPrimary });
  if (!r.ok) refused++;
  else if (r.took === "free") free++;
  else credit++;
}
await store.close();
const report: ReserveReport = { admitted: free + credit, free, credit, refused };
parentPort?.postMessage(report);
