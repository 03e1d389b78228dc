/**
 * `/playground`. GET shows the empty form; POST (from "Try it in the playground" right
 * after a token was created) shows it with the token filled in, so the token never goes
 * into a URL; POST /playground/sample fills in the bundled sample page. The call to the
 * API itself is made by the page's script, with the token as a Bearer header.
 */
import type { FastifyInstance } from "fastify";
import { SAMPLE_PAGE } from "../assets.js";
import { field, requireSession, sendPage, type DashboardDeps } from "../context.js";
import { playgroundPage } from "../pages/playground.js";

/** A token is 41 characters; anything longer is not one and is not echoed back. */
const TOKEN_FIELD_MAX = 64;

export function registerPlaygroundRoutes(app: FastifyInstance, deps: DashboardDeps): void {
  const signedIn = { preHandler: requireSession };

  app.get("/playground", signedIn, async (request, reply) => sendPage(deps, request, reply, (ctx) => playgroundPage(ctx)));

  app.post("/playground", signedIn, async (request, reply) => {
    const token = field(request.body, "token").trim().slice(0, TOKEN_FIELD_MAX);
    return sendPage(deps, request, reply, (ctx) => playgroundPage(ctx, { token, html: field(request.body, "html") }));
  });

  app.post("/playground/sample", signedIn, async (request, reply) => {
    const token = field(request.body, "token").trim().slice(0, TOKEN_FIELD_MAX);
    return sendPage(deps, request, reply, (ctx) => playgroundPage(ctx, { token, html: SAMPLE_PAGE, url: "https://news.example.com/2026/10/14/night-trains-alps" }));
  });
}
