/**
 * A process that reserves, commits some of its reservations, and then dies by SIGKILL
 * with the rest still `reserved`: the crash that refundPendingReservations repairs.
 * argv[2]: JSON { path, accountId, tokenId, dayKey, reserve, commit }.
 */
import { SqliteStore } from "../../src/store/sqlite.js";

interface CrashJob {
  path: string;
  accountId: number;
  tokenId: number;
  dayKey: string;
  reserve: number;
  commit: number;
}

const job = JSON.parse(process.argv[2] ?? "{}") as CrashJob;
const store = new SqliteStore({ path: job.path });
const ids: string[] = [];
for (let i = 0; i < job.reserve; i++) {
  const id = `crash-${process.pid}-${i}`;
  const r = await store.reserve({ requestId: id, tokenId: job.tokenId, accountId: job.accountId, dayKey: job.dayKey, isPrimary: true });
  if (r.ok) ids.push(id);
}
for (const id of ids.slice(0, job.commit)) await store.commit(id);
process.stdout.write(JSON.stringify({ reserved: ids.length }) + "\n", () => process.kill(process.pid, "SIGKILL"));
