/**
 * The cross-site check in front of the CSRF token (OWASP CSRF cheat sheet, "Fetch
 * Metadata" and "Verifying origin with standard headers"): an unsafe request (POST) is
 * refused when the browser says it comes from another site or origin. `Sec-Fetch-Site`
 * is sent by every current browser; `Origin` covers older ones. A request carrying
 * neither (curl, tests) is left to the CSRF token, which it must still have.
 */
import type { IncomingHttpHeaders } from "node:http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** `none`: the person typed the URL or used a bookmark; never sent with a cross-site form. */
const ALLOWED_FETCH_SITES = new Set(["same-origin", "none"]);

/** null if the request may go on, else why it is refused (for the log line). */
export function crossSiteRefusal(method: string, headers: IncomingHttpHeaders): string | null {
  if (SAFE_METHODS.has(method)) return null;
  const fetchSite = headers["sec-fetch-site"];
  // `same-site` is refused too: a sibling subdomain or another port is another origin.
  if (typeof fetchSite === "string" && !ALLOWED_FETCH_SITES.has(fetchSite.toLowerCase())) return `Sec-Fetch-Site: ${fetchSite}`;
  const origin = headers.origin;
  if (origin === undefined) return null;
  if (origin === "null") return "Origin: null";
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return "Origin unparsable";
  }
  // Host, not scheme: behind a TLS-terminating proxy the server sees http for an https page.
  return originHost === withoutDefaultPort(headers.host ?? "") ? null : "Origin is another host";
}

/** `Host: example.com:443` and an Origin of `https://example.com` name the same host (URL drops default ports). */
function withoutDefaultPort(host: string): string {
  return host.replace(/:(80|443)$/, "").toLowerCase();
}
