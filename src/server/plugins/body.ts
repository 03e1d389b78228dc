/**
 * Reading a JSON request body safely: the media type is checked before a byte is read,
 * gzip bodies are decoded as they stream in with the 8 MiB limit applied to the decoded
 * bytes (a zip bomb stops at 8 MiB and gets 413). The bytes go to an extraction worker
 * as they are (request-body.ts reads them there).
 */
import { Transform, type TransformCallback } from "node:stream";
import { createGunzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../errors.js";
import { BODY_MAX_BYTES, LIMIT_TEXT } from "../limits.js";

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonMediaType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const semi = header.indexOf(";");
  const mediaType = (semi === -1 ? header : header.slice(0, semi)).trim().toLowerCase();
  return mediaType === "application/json";
}

/** Counts decoded bytes and fails the stream once they pass the body limit. */
class DecodedLimit extends Transform {
  /** Encoded bytes received; Fastify compares them with Content-Length and the limit. */
  receivedEncodedLength = 0;
  private decoded = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    this.decoded += chunk.length;
    if (this.decoded > this.limit) {
      callback(new ApiError("payload_too_large", `request body over ${LIMIT_TEXT.body}`));
      return;
    }
    callback(null, chunk);
  }
}

/**
 * The JSON "parser" of the API: it keeps the body as bytes. Decoding, JSON.parse and
 * validation happen in the extraction worker (request-body.ts), off the event loop;
 * the media type was checked by `readJsonBody` before a byte was read.
 */
export function keepJsonBytes(_request: FastifyRequest, body: Buffer, done: (err: Error | null, body?: unknown) => void): void {
  done(null, body);
}

/** `preParsing` hook: media type and content coding checks, and gzip decoding. */
export async function readJsonBody(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream): Promise<NodeJS.ReadableStream> {
  if (!isJsonMediaType(request.headers["content-type"])) {
    throw new ApiError("unsupported_media_type", "Content-Type must be application/json");
  }
  const coding = (request.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (coding === "identity" || coding === "") return payload;
  if (coding !== "gzip" && coding !== "x-gzip") {
    throw new ApiError("unsupported_media_type", `Content-Encoding ${coding} is not supported; send gzip or no encoding`);
  }
  const gunzip = createGunzip();
  const limited = new DecodedLimit(BODY_MAX_BYTES);
  payload.on("data", (chunk: Buffer) => {
    limited.receivedEncodedLength += chunk.length;
  });
  gunzip.on("error", () => {
    limited.destroy(new ApiError("invalid_json", "request body is not valid gzip data"));
  });
  limited.on("error", () => {
    // Stop decoding at once: a bomb must not keep the CPU busy after its answer.
    gunzip.destroy();
  });
  payload.pipe(gunzip).pipe(limited);
  return limited;
}
