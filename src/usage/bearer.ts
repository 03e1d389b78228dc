/**
 * `Authorization: Bearer <token>` (RFC 6750 section 2.1). The scheme name is
 * case-insensitive (RFC 9110 section 11.1); one or more spaces separate it from the
 * credentials. DECISIONS.md maps "no header, or not the Bearer scheme" to
 * `missing_token`, and anything after `Bearer` that is not a well-formed token to
 * `invalid_token`, which `parseToken` decides.
 */
export type BearerHeader =
  | { readonly kind: "missing" }
  | { readonly kind: "bearer"; readonly credentials: string };

const BEARER_RE = /^bearer(?:[ ]+(.*))?$/i;

export function readBearer(header: string | undefined): BearerHeader {
  if (header === undefined) return { kind: "missing" };
  const m = BEARER_RE.exec(header.trim());
  if (m === null) return { kind: "missing" };
  return { kind: "bearer", credentials: (m[1] ?? "").trim() };
}
