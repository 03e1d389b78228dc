/**
 * The file piscina loads in each server extraction worker (pool.ts): CommonJS, loading
 * extract-worker.js with `import()` only (extract/load-in-worker.cts says why).
 */
import { whenLoaded } from "../extract/load-in-worker.cjs";

module.exports = whenLoaded(() => import("./extract-worker.js"));
