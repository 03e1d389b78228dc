/**
 * A process that dies by SIGKILL in the middle of its reservations on PostgreSQL: it
 * reserves `reserve` requests one after another, commits the first `commit`, then starts
 * `inFlight` more at once and kills itself as soon as `killAfter` of those have finished,
 * so some reservations are committed but never settled and others are mid-transaction
 * on their connections. Prints { reserved, inFlightDone } just before the kill.
 * argv[2]: JSON { url, accountId, tokenId, dayKey, reserve, commit, inFlight, killAfter }.
 */
import { PostgresStore } from "../../src/store/postgres.js";

interface CrashJob {
  url: string;
  accountId: number;
  tokenId: number;
  dayKey: string;
  reserve: number;
  commit: number;
  inFlight: number;
  killAfter: number;
}

const job = JSON.parse(process.argv[2] ?? "{}") as CrashJob;
const store = await PostgresStore.open({ connectionString: job.url });
const reserve = (id: string) => store.reserve({ requestId: id, tokenId: job.tokenId, accountId: job.accountId, dayKey: job.dayKey, isPrimary: true });
const ids: string[] = [];
for (let i = 0; i < job.reserve; i++) {
  const id = `crash-${process.pid}-${i}`;
  if ((await reserve(id)).ok) ids.push(id);
}
for (const id of ids.slice(0, job.commit)) await store.commit(id);
let done = 0;
for (let i = 0; i < job.inFlight; i++) {
  void reserve(`crash-${process.pid}-flight-${i}`).then(() => {
    if (++done === job.killAfter) {
      process.stdout.write(JSON.stringify({ reserved: ids.length, inFlightDone: done }) + "\n", () => process.kill(process.pid, "SIGKILL"));
    }
  });
}
