/**
 * The shipped block model (model.json, written by `npm run train`) and whether
 * extraction uses it when the caller does not say (ExtractOptions.blockModel).
 */
import shipped from "./model.json" with { type: "json" };
import { checkModel, type BlockModel } from "./infer.js";

export { reviseWithModel, type BlockModel, type BlockModelRun } from "./infer.js";

/**
 * Off until the model wins on the check parts of the evaluation sets (docs/model.md
 * has the figures): the rules alone are the default.
 */
export const BLOCK_MODEL_BY_DEFAULT = false;

let loaded: BlockModel | null | undefined;

/** The shipped model, checked against the features the code computes (once); null when the file holds no trees. */
export function shippedBlockModel(): BlockModel | null {
  if (loaded === undefined) loaded = shipped.trees.length === 0 ? null : checkModel(shipped as BlockModel);
  return loaded;
}
