/**
 * The file piscina loads in each server extraction worker (pool.ts). CommonJS on
 * purpose: piscina loads its worker file with `require`, which for an ES module is
 * Node 20's `require(esm)`, and a worker terminated during that `require` takes the
 * whole process down (extract/dom/tokenizer.ts says when). Here the extractor is loaded
 * with `import()` only: the Tokenizer first, then extract-worker.js, started as soon as
 * the worker starts.
 */
type RunTask = typeof import("./extract-worker.js", { with: { "resolution-mode": "import" } }).default;

const loading: Promise<RunTask> = import("../extract/dom/tokenizer.js")
  .then((tokenizer) => tokenizer.preloadTokenizer())
  .then(() => import("./extract-worker.js"))
  .then((worker) => worker.default);

module.exports = async function runTaskWhenLoaded(...args: Parameters<RunTask>): Promise<ReturnType<RunTask>> {
  return (await loading)(...args);
};
