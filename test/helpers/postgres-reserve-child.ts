/**
 * A process with its own PostgresStore (its own pool of connections) that reserves as
 * fast as it can, several requests in flight at once: a few of these contend for the
 * same rows the way separate server processes would. It opens the store, prints
 * "ready", waits for a line on stdin, then reserves and prints its ReserveReport.
 * argv[2]: JSON { url, accountId, tokenId, isPrimary, dayKey, count, inFlight, prefix }.
 */
import { once } from "node:events";
import { PostgresStore } from "../../src/store/postgres.js";

export interface PostgresReserveJob {
  readonly url: string;
  readonly accountId: number;
  readonly tokenId: number;
  readonly isPrimary: boolean;
  readonly dayKey: string;
  readonly count: number;
  readonly inFlight: number;
  readonly prefix: string;
}

export interface PostgresReserveReport {
  readonly admitted: number;
  readonly free: number;
  readonly credit: number;
  readonly refused: number;
}

const job = JSON.parse(process.argv[2] ?? "{}") as PostgresReserveJob;
const store = await PostgresStore.open({ connectionString: job.url });
process.stdout.write("ready\n");
process.stdin.setEncoding("utf8");
await once(process.stdin, "data");
let next = 0;
let free = 0;
let credit = 0;
let refused = 0;
await Promise.all(
  Array.from({ length: job.inFlight }, async () => {
    while (next < job.count) {
      const i = next++;
      const r = await store.reserve({ requestId: `${job.prefix}-${i}`, tokenId: job.tokenId, accountId: job.accountId, dayKey: job.dayKey, isPrimary: job.isPrimary });
      if (!r.ok) refused++;
      else if (r.took === "free") free++;
      else credit++;
    }
  }),
);
await store.close();
const report: PostgresReserveReport = { admitted: free + credit, free, credit, refused };
process.stdout.write(JSON.stringify(report) + "\n");
