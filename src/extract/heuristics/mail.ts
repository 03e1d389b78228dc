/**
 * Data for prune/mail-headers (stages/mail-headers.ts): a mail archive's header fields
 * around the message. MHonArc lists them (`<ul><li><em>From</em>: …</li>…`), Hypermail
 * writes them in `address.headers` ("From: Name <address>", "Date: …") and stamps "Received
 * on <date>" under the message; both write the field names as the mail has them, in
 * English. The message is the text; its envelope is the archive's furniture (known gaps
 * content-hypermail-list-message-br-quotelev, content-mhonarc-list-message-pre-quotes).
 */

/** RFC 5322 header fields an archive shows, lower-cased. */
export const MAIL_HEADER_FIELDS: ReadonlySet<string> = new Set([
  "from", "to", "cc", "bcc", "date", "sent", "subject", "reply-to", "sender", "organization",
  "message-id", "in-reply-to", "references", "newsgroups", "followup-to", "list-id",
]);

/** One header line: a field name, a colon, a value. */
export const MAIL_HEADER_LINE = /^([a-z][a-z-]{1,15})\s*:\s*\S/i;

/** A sender's address in a From line: an e-mail address, or one an archive disguised against harvesting ("name_at_host", "name at host.org"). */
export const MAIL_ADDRESS = /[\w.+-]+(?:@|_at_|\s+at\s+)[\w-]+(?:\.[\w-]+)+/i;

/** Hypermail's stamp under the message: "Received on Tue Jun 03 2008 - 14:22:38 CDT" (a year in it). */
export const RECEIVED_STAMP = /^received on\s+.*\b(?:19|20)\d\d\b/i;

export const MAIL_HEADERS = {
  /** Header fields an archive shows at most (MHonArc: To, Subject, From, Date, Message-id, In-reply-to, References, Cc). */
  maxLines: 12,
  /** Characters of a header block: a dozen fields of an address or a message id each. */
  maxChars: 1200,
  /** Nodes a header block holds at most: a dozen fields, each a label, a value and a link or two. */
  maxNodes: 120,
  /** The received stamp: a date and time with its zone. */
  maxStampChars: 80,
} as const;
