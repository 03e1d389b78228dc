/** Emails as account keys: compared trimmed and lowercased, so `Ann@Example.com ` and `ann@example.com` are one account. */
export const EMAIL_MAX_CHARS = 254;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The normalized email, or null if it does not look like one (RFC 5321 limits the length to 254). */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= EMAIL_MAX_CHARS && EMAIL_RE.test(email) ? email : null;
}
