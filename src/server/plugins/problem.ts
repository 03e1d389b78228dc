/**
 * The one place errors become responses: every ApiError a hook or handler throws, and
 * every error Fastify raises itself, is rendered here as application/problem+json with
 * its catalogue code, its headers (WWW-Authenticate, Retry-After, Allow) and the request
 * id. Unknown errors are logged with their stack and answered `internal_error` without it.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, fromFrameworkError, problemBody, PROBLEM_CONTENT_TYPE, type FieldError } from "../errors.js";
import { fieldErrorsFromAjv, type AjvErrorLike } from "../validation.js";

export function sendProblem(request: FastifyRequest, reply: FastifyReply, err: ApiError): FastifyReply {
  request.errorCode = err.code;
  for (const [name, value] of Object.entries(err.headers)) reply.header(name, value);
  if (err.status === 413 || err.status === 415) {
    // The client may still be sending a body we will not read.
    reply.header("Connection", "close");
  }
  return reply.code(err.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problemBody(err, request.id)));
}

export function installProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let apiError: ApiError;
    if (error.validation !== undefined && error.validationContext === "body") {
      const errors: FieldError[] = fieldErrorsFromAjv(error.validation as readonly AjvErrorLike[]);
      apiError = new ApiError("validation_failed", errors.map((e) => `${e.pointer || "body"}: ${e.detail}`).join("; "), { errors });
    } else {
      apiError = fromFrameworkError(error);
    }
    if (apiError.code === "internal_error") request.log.error({ err: error }, "unhandled error");
    return sendProblem(request, reply, apiError);
  });

  app.setNotFoundHandler((request, reply) => {
    return sendProblem(request, reply, new ApiError("not_found", `no route ${request.method} ${truncate(request.url)}; the API is POST /v1/extract (see /docs)`));
  });
}

/** Answers every method a path does not serve with 405 and an Allow header (RFC 9110 15.5.6). */
export function methodNotAllowed(app: FastifyInstance, url: string, allowed: readonly string[]): void {
  const all = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
  const others = all.filter((m) => !allowed.includes(m));
  const allow = allowed.join(", ");
  app.route({
    method: others,
    url,
    schema: { hide: true },
    handler: async () => {
      throw new ApiError("method_not_allowed", `${url} accepts ${allow}`, { headers: { Allow: allow } });
    },
  });
}

function truncate(s: string): string {
  return s.length > 200 ? `${s.slice(0, 200)}...` : s;
}
