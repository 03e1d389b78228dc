/**
 * The web dashboard (issue 16) as one Fastify plugin, registered in its own encapsulated
 * scope: its cookie parsing, form parsing, security headers, CSRF check, session lookup
 * and HTML error pages apply to the dashboard's routes only. /v1/* never sees any of it,
 * so the API's path is unchanged and a cookie can never authenticate an API call.
 *
 * Every dashboard request, in order (after the app's own onRequest: X-Request-Id):
 *   onRequest   security headers (helmet: strict CSP, frame-ancestors 'none')
 *   onRequest   cross-site refusal of unsafe methods (origin.ts)
 *   onRequest   session from the cookie, with its timeouts (sessions.ts)
 *   parsing     application/x-www-form-urlencoded, at most FORM_BODY_LIMIT bytes
 *   preHandler  CSRF token check on every POST (after parsing: the token is in the form)
 *   preHandler  sign-in required on account pages (else 303 to /signin)
 *   handler     routes/*.ts render pages (pages/*.ts, typed functions, one escape helper)
 */
import cookie from "@fastify/cookie";
import csrf from "@fastify/csrf-protection";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import type { DashboardConfig } from "../server/config.js";
import type { Store } from "../store/store.js";
import type { Clock } from "../usage/allowance.js";
import { SCRIPT, STYLESHEET } from "./assets.js";
import { sendPage, type DashboardDeps } from "./context.js";
import { DashboardError, type DashboardErrorCode } from "./errors.js";
import { SCRIPT_PATH, STYLESHEET_PATH } from "./layout.js";
import { crossSiteRefusal } from "./origin.js";
import { errorPage } from "./pages/error.js";
import { registerAccountRoutes } from "./routes/account.js";
import { registerAuthRoutes } from "./routes/auth.js";
import { registerHomeRoutes } from "./routes/home.js";
import { registerPlaygroundRoutes } from "./routes/playground.js";
import { registerTokenRoutes } from "./routes/tokens.js";
import { registerUsageRoutes } from "./routes/usage.js";
import { cookieNames, cookieOptions, resolveSession } from "./sessions.js";
import "./context.js";

/** Forms are small; the playground's "load sample" post carries pasted HTML, so room for a big page. */
export const FORM_BODY_LIMIT = 2 * 1024 * 1024 + 64 * 1024;

export interface DashboardOptions {
  readonly store: Store;
  readonly clock: Clock;
  readonly config: DashboardConfig;
}

/** The Content-Security-Policy: only this origin's one script and one stylesheet, no framing, forms to self. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
};

/** Which catalogue entry an error thrown in the dashboard scope is shown as. */
function dashboardCode(error: FastifyError | DashboardError): DashboardErrorCode {
  if (error instanceof DashboardError) return error.code;
  if (error.code === "FST_CSRF_MISSING_SECRET" || error.code === "FST_CSRF_INVALID_TOKEN") return "csrf_failed";
  if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) return "bad_form";
  return "internal_error";
}

export async function dashboardPlugin(app: FastifyInstance, options: DashboardOptions): Promise<void> {
  const secure = options.config.secureCookies;
  const deps: DashboardDeps = { store: options.store, clock: options.clock, config: options.config, cookies: cookieNames(secure) };

  await app.register(helmet, {
    // upgrade-insecure-requests is left out: every URL here is relative, and on a plain-http
    // deployment it would send the browser to an https port nobody listens on.
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // HSTS only where the operator says the dashboard is served over https.
    strictTransportSecurity: secure ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: "same-origin" },
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  await app.register(csrf, {
    sessionPlugin: "@fastify/cookie",
    cookieKey: deps.cookies.csrf,
    // Strict: the secret cookie is never sent with a request another site starts.
    cookieOpts: { ...cookieOptions(secure), sameSite: "strict" },
    getToken: (request: FastifyRequest) => {
      const body = request.body as Record<string, unknown> | undefined;
      return typeof body?._csrf === "string" ? body._csrf : undefined;
    },
  });

  app.decorateRequest("dashboardSession", null);
  // Pages for people, not part of the API: kept out of the OpenAPI document (/openapi.json).
  app.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, hide: true };
  });

  app.addHook("onRequest", async (request) => {
    const refusal = crossSiteRefusal(request.method, request.headers);
    if (refusal !== null) {
      request.log.warn({ refusal }, "dashboard: cross-site request refused");
      throw new DashboardError("cross_site", refusal);
    }
  });
  app.addHook("onRequest", async (request) => {
    const lookup = await resolveSession(deps.store, request.cookies[deps.cookies.session], deps.clock());
    request.dashboardSession = lookup.session;
    if (lookup.miss === "idle" || lookup.miss === "expired") request.log.info({ session: lookup.miss }, "dashboard: session ended by timeout");
  });
  // Callback style: on a bad token csrfProtection answers (403, through the error handler)
  // and never calls done, which ends the request there.
  app.addHook("preHandler", (request, reply, done) => {
    if (request.method !== "POST") {
      done();
      return;
    }
    app.csrfProtection(request, reply, done);
  });

  app.setErrorHandler((error: FastifyError | DashboardError, request, reply) => {
    const code = dashboardCode(error);
    if (code === "internal_error") request.log.error({ err: error }, "dashboard: unhandled error");
    else request.log.info({ code }, "dashboard: refused");
    return sendPage(deps, request, reply, () => errorPage(code), error instanceof DashboardError ? error.status : code === "csrf_failed" ? 403 : code === "bad_form" ? 400 : 500);
  });

  app.get(STYLESHEET_PATH, async (_request, reply) => reply.header("Cache-Control", "public, max-age=300").type("text/css; charset=utf-8").send(STYLESHEET));
  app.get(SCRIPT_PATH, async (_request, reply) => reply.header("Cache-Control", "public, max-age=300").type("text/javascript; charset=utf-8").send(SCRIPT));

  registerHomeRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerTokenRoutes(app, deps);
  registerUsageRoutes(app, deps);
  registerPlaygroundRoutes(app, deps);
  registerAccountRoutes(app, deps);
}
