/**
 * Data for prune/contact-card (stages/contacts.ts): the press contact block at the end of
 * a press release. Newswires, IR platforms and corporate newsrooms close every release
 * with it ("Media contact:", then a name, a role, an e-mail address and a phone number,
 * written as `<br>`-separated lines); it is a card to reach the press office, not the
 * release's text (the golden pages' call: footer-corporate-newsroom-release-about-contacts,
 * footer-university-press-release-contacts, and the known gaps of session 22: a newswire
 * release, an IR site's Business Wire copy, an AEM newsroom, a Japanese newsroom).
 */

/**
 * A contact block's label: the whole text of its heading or bold line (lower-cased, without
 * a final colon or the 【】/[] brackets Japanese and Chinese releases put around it). Each
 * language's usual wording on press releases; "investors"/"media" are the sub-labels of the
 * two cards a listed company's release gives. A label alone removes nothing: a card of
 * names and an e-mail address or phone number must follow it (CONTACT_CARD).
 */
export const CONTACT_LABELS: ReadonlySet<string> = new Set([
  "contacts", "media contact", "media contacts", "press contact", "press contacts",
  "media inquiries", "media enquiries", "press inquiries", "press enquiries", "media relations",
  "investor contact", "investor contacts", "investor relations contact", "investor relations contacts",
  "investor inquiries", "investor enquiries", "investors", "media", "press",
  "media and investor contacts", "investor and media contacts", "media contact information",
  "pressekontakt", "pressekontakte", "medienkontakt", "medienkontakte", "kontakt für medien", "kontakt für journalisten",
  "contact presse", "contacts presse", "contact médias", "contacts médias", "relations presse", "contact media", "contacts media",
  "contacto de prensa", "contactos de prensa", "contacto para medios", "contacto con medios",
  "contatti stampa", "contatto stampa", "ufficio stampa", "contato para imprensa", "contatos para imprensa", "assessoria de imprensa",
  "perscontact", "perscontacten", "persvragen",
]);

/** Japanese releases' label: 「本件に関するお問い合わせ先」, 「報道関係者からのお問い合わせ先」 (a sentence-like label, so a pattern, not a set). */
export const CJK_CONTACT_LABEL = /(?:お問い?合わ?せ|問い?合わ?せ先|媒体联系|新闻联络)/u;

export const CONTACT_CARD = {
  /** A card is a name, a role, an organisation, a phone, an e-mail, an address: lines, not more. */
  maxLines: 8,
  /** One line of a card: a name or a role, never a sentence (a Japanese line holds a department, a name and a phone: longer). */
  maxLineChars: 90,
  /** Words a line of a card holds at most: more is a sentence of the release. */
  maxLineWords: 10,
  /** Nodes a card or label holds at most (text, `<br>`s, links, bold): more is no card, and a long block is not walked. */
  maxNodes: 80,
  /** A label stands alone (its heading or bold line): a short one. */
  maxLabelChars: 60,
  /** A sub-label opening a card ("Investors:", "Media:", "U.S. Media Contact:"): a few words ending in a colon. */
  maxSubLabelWords: 4,
} as const;

/** An e-mail address anywhere in a line. */
export const EMAIL_IN_LINE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/**
 * A line that is a phone number, with or without its short label ("Tel:", "Telefon:",
 * "T +44 …", "TEL："): seven digits at least, written with the separators numbers use.
 */
export const PHONE_LINE = /^(?:[\p{L}.]{1,12}\s?[:：.]?\s*)?[+(]?\d[\d\s().\/–-]{5,}\d$/u;

/**
 * The wire's trailer after the contact block, to the end of the release's container:
 * its distribution lines. "SOURCE Nordvik Energy" (PR Newswire, Cision), "Source: Halden
 * Therapeutics, Inc." (Business Wire, GlobeNewswire copy on IR sites), in the wires'
 * languages; at most WIRE_TRAILER.maxSourceWords words after the label.
 */
export const WIRE_SOURCE_LINE = /^(?:source|quelle|fuente|fonte|bron)\s*[:：]?\s+\S/i;
/** PR Newswire's link to the release on its own site: "View original content(: | to download multimedia: | with multimedia:)URL". */
export const WIRE_MULTIMEDIA_LINE = /^view original content\b/i;

export const WIRE_TRAILER = {
  /** An issuer's name: "Halden Therapeutics, Inc.", "Nordvik Energy ASA" (words after "Source"). */
  maxSourceWords: 8,
  /** The multimedia attachment's caption: a line under a picture, not a paragraph. */
  maxPictureChars: 150,
} as const;
