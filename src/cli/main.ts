#!/usr/bin/env node
/**
 * `ce`: the command-line tool. Commands: extract, batch, serve, admin.
 */
import { readFileSync } from "node:fs";
import { parseArgs, type ParseArgsConfig } from "node:util";
import type { ContentTypeHint, ExtractOptions, ExtractResult } from "../extract/index.js";
import { ConfigError } from "../server/config.js";
import { ADMIN_USAGE } from "./admin-usage.js";

// Each command imports what it needs when it runs (issue 18): `ce batch` starts its
// workers without loading the extractor in the main thread, and `ce serve`'s main
// thread holds only the server.

const USAGE = `Usage:
  ce extract [FILE|-] [--url URL] [--content-type article|blog|news] [--language TAG] [--json] [--debug]
             [OUTPUT OPTIONS]
  ce batch [--workers N] [--block-model on|off] [OUTPUT OPTIONS]
                              JSON lines {"id","html","url"} on stdin -> results on stdout;
                              progress on stderr when it is a terminal
  Output options (docs/markdown.md, docs/chunks.md):
    --format text|markdown    content as plain text (default) or Markdown
    --no-links                Markdown: links as their text only
    --images                  Markdown: images as ![alt](url)
    --chunk-tokens N          add heading-aware chunks of at most N tokens (64..8192)
    --stats                   add tokens and wordCount
  Example: ce extract page.html --format markdown --chunk-tokens 512 --json
  ce serve [--port N]         the HTTP API (configuration: README "Configuration")
${ADMIN_USAGE}
`;

const CONTENT_TYPES = new Set(["article", "blog", "news"]);

/** The output options `extract` and `batch` share (issue 17). */
const OUTPUT_OPTIONS = {
  format: { type: "string" },
  "no-links": { type: "boolean", default: false },
  images: { type: "boolean", default: false },
  "chunk-tokens": { type: "string" },
  stats: { type: "boolean", default: false },
} as const;

/** The library options those flags ask for; a bad value is a usage error. */
function outputOptions(values: { format?: string; "no-links"?: boolean; images?: boolean; "chunk-tokens"?: string; stats?: boolean }): ExtractOptions {
  const out: ExtractOptions = {};
  if (values.format !== undefined) {
    if (values.format !== "text" && values.format !== "markdown") fail("--format must be text or markdown");
    out.format = values.format;
  }
  if (values["no-links"] === true) out.links = false;
  if (values.images === true) out.images = true;
  const tokens = values["chunk-tokens"];
  if (tokens !== undefined) {
    const n = Number(tokens);
    if (!/^\d+$/.test(tokens) || n < 64 || n > 8192) fail("--chunk-tokens must be an integer from 64 to 8192");
    out.chunks = { maxTokens: n };
  }
  if (values.stats === true) out.stats = true;
  return out;
}

function fail(message: string): never {
  process.stderr.write(`ce: ${message}\n\n${USAGE}`);
  process.exit(2);
}

/** `parseArgs`, with an unknown option or a missing value reported as a usage error (exit 2). */
function parseArgsOrFail<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
}

function readInput(file: string | undefined): Buffer {
  return file === undefined || file === "-" ? readFileSync(0) : readFileSync(file);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === "extract") {
    const { values, positionals } = parseArgsOrFail({
      args: rest,
      allowPositionals: true,
      options: {
        url: { type: "string" },
        "content-type": { type: "string" },
        language: { type: "string" },
        json: { type: "boolean", default: false },
        debug: { type: "boolean", default: false },
        ...OUTPUT_OPTIONS,
      },
    });
    const contentType = values["content-type"];
    if (contentType !== undefined && !CONTENT_TYPES.has(contentType)) fail(`--content-type must be article, blog or news`);
    if (positionals.length > 1) fail("extract takes one FILE (or - for stdin)");
    const { decodeHtmlBytes, extract, extractWithDebug } = await import("../extract/index.js");
    const html = decodeHtmlBytes(readInput(positionals[0])).html;
    const options: ExtractOptions = {
      url: values.url,
      contentTypeHint: contentType as ContentTypeHint | undefined,
      languageHint: values.language,
      ...outputOptions(values),
    };
    if (values.debug) {
      const out = extractWithDebug(html, options);
      process.stderr.write(JSON.stringify(out.debug, null, 2) + "\n");
      printResult(out.result, values.json);
    } else {
      printResult(extract(html, options), values.json);
    }
    return;
  }
  if (command === "batch") {
    const { values } = parseArgsOrFail({ args: rest, options: { workers: { type: "string" }, "block-model": { type: "string" }, ...OUTPUT_OPTIONS } });
    const workers = values.workers === undefined ? undefined : Number(values.workers);
    if (workers !== undefined && (!Number.isInteger(workers) || workers < 1)) fail("--workers must be a positive integer");
    const model = values["block-model"];
    if (model !== undefined && model !== "on" && model !== "off") fail("--block-model must be on or off");
    const { runBatch } = await import("./batch.js");
    await runBatch({ workers, blockModel: model === undefined ? undefined : model === "on", extractOptions: outputOptions(values) });
    return;
  }
  if (command === "serve") {
    const { values } = parseArgsOrFail({ args: rest, options: { port: { type: "string" } } });
    const port = values.port === undefined ? undefined : Number(values.port);
    if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) fail("--port must be a port number");
    const { runServe } = await import("./serve.js");
    try {
      await runServe(process.env, port === undefined ? {} : { port });
    } catch (err) {
      if (err instanceof ConfigError) fail(err.message);
      throw err;
    }
    return;
  }
  if (command === "admin") {
    const { AdminFailure, AdminUsageError, runAdmin } = await import("./admin.js");
    try {
      await runAdmin(rest, process.env, (line) => process.stdout.write(line + "\n"));
    } catch (err) {
      if (err instanceof AdminUsageError || err instanceof ConfigError) fail(err.message);
      if (err instanceof AdminFailure) {
        process.stderr.write(`ce: ${err.message}\n`);
        process.exit(1);
      }
      throw err;
    }
    return;
  }
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(USAGE);
    return;
  }
  fail(`unknown command "${command}"`);
}

function printResult(result: ExtractResult, json: boolean): void {
  if (json) process.stdout.write(JSON.stringify(result, null, 2) + "\n");
  else process.stdout.write(result.content + "\n");
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`ce: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
