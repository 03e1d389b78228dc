/**
 * The file piscina loads in each `ce batch` worker (batch.ts). CommonJS on purpose, so
 * that no worker loads an ES module with `require` (server/extract-worker-entry.cts
 * says why): the Tokenizer, then batch-worker.js, with `import()`.
 */
type HandleLine = typeof import("./batch-worker.js", { with: { "resolution-mode": "import" } }).default;

const loading: Promise<HandleLine> = import("../extract/dom/tokenizer.js")
  .then((tokenizer) => tokenizer.preloadTokenizer())
  .then(() => import("./batch-worker.js"))
  .then((worker) => worker.default);

module.exports = async function handleLineWhenLoaded(line: string): Promise<string> {
  return (await loading)(line);
};
