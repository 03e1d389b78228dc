import { fileURLToPath } from "node:url";
import path from "node:path";

/** Project root: tests run compiled, from dist/test/helpers/ (three levels down). */
export const projectRoot: string = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const cliPath = path.join(projectRoot, "dist", "src", "cli", "main.js");
export const pagesDir = path.join(projectRoot, "test", "pages");
export const sharedDir = path.join(projectRoot, "..", "shared");
