/**
 * How a worker entry loads the extractor: CommonJS on purpose, for piscina, which loads
 * its worker file with `require`. For an ES module that is Node 20's `require(esm)`, and a
 * worker terminated during that `require` takes the whole process down
 * (extract/dom/tokenizer.ts says when). So the entries (server/extract-worker-entry.cts,
 * cli/batch-worker-entry.cts) are CommonJS and load the extractor with `import()` only:
 * the Tokenizer first, then the worker module, started as soon as the worker starts.
 */

/** The worker module's default export, called once it is loaded (`load` imports the module). */
export function whenLoaded<A extends unknown[], R>(load: () => Promise<{ default: (...args: A) => R }>): (...args: A) => Promise<Awaited<R>> {
  const loading = import("./dom/tokenizer.js")
    .then((tokenizer) => tokenizer.preloadTokenizer())
    .then(load)
    .then((worker) => worker.default);
  return async (...args: A): Promise<Awaited<R>> => await (await loading)(...args);
}
