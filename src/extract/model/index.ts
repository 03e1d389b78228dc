/**
 * The shipped block model (model.json, written by `npm run train`) and whether
 * extraction uses it when the caller does not say (ExtractOptions.blockModel).
 */
import shipped from "./model.json" with { type: "json" };
import { checkModel, type BlockModel } from "./infer.js";

export { reviseWithModel, type BlockModel, type BlockModelRun } from "./infer.js";

/**
 * On: measured on the rules of session 11 (docs/model.md "On by default"), the model lifts
 * the combined check figure 0.9263 -> 0.9271 (cleaneval-dev +0.0007, dragnet-dev +0.0004,
 * trafilatura-dev +0.0029; readability-dev -0.0009, one page of 19, inside its noise),
 * and every golden page passes with it.
 */
export const BLOCK_MODEL_BY_DEFAULT = true;

let loaded: BlockModel | null | undefined;

/** The shipped model, checked against the features the code computes (once); null when the file holds no trees. */
export function shippedBlockModel(): BlockModel | null {
  if (loaded === undefined) loaded = shipped.trees.length === 0 ? null : checkModel(shipped as BlockModel);
  return loaded;
}
