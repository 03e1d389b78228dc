/**
 * The file piscina loads in each `ce batch` worker (batch.ts): CommonJS, loading
 * batch-worker.js with `import()` only (extract/load-in-worker.cts says why).
 */
import { whenLoaded } from "../extract/load-in-worker.cjs";

module.exports = whenLoaded(() => import("./batch-worker.js"));
