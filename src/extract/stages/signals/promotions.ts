/**
 * The site speaking for itself inside the article: "follow us on ..." and "get our app"
 * lines, advertisement labels, paywall prompts and copyright notices, a gallery's "View
 * all 14 photos" link. Patterns compiled at load from heuristics/boilerplate.ts.
 */
import {
  AD_LABELS,
  SPONSOR_READ_OPENINGS,
  COPYRIGHT_NOTICES,
  AFFILIATE_DISCLOSURES,
  DONATION_CALLS,
  DONATION_PITCHES,
  BOOKING_CALLS,
  TRIAL_CALLS,
  NEWSLETTER_CALLS,
  NEWSLETTER_PITCH_WORDS,
  TRIAL_PITCHES,
  BOOKING_PITCHES,
  LIVE_BLOG_STATUS,
  GALLERY_COUNT_LINKS,
  LONG_PROMOTION_PLATFORMS,
  MAX_LONG_PROMOTION_CHARS,
  MAX_NOTICE_BLOCK_CHARS,
  MAX_PROMOTION_CHARS,
  OWN_CHANNEL_PHRASES,
  JOIN_VERBS,
  GROUP_WORDS,
  PROMOTION_PLATFORMS,
  PROMOTION_VERBS,
  SUBSCRIBER_PROMPTS,
  ERROR_REPORT_NOTICES,
  ERROR_REPORT_WORDS,
} from "../../heuristics/boilerplate.js";
import { escapeRe, matchAfterBoundary } from "./word-patterns.js";
import { normText, type ElementNode } from "../../dom/node.js";

const PROMOTION_PLATFORM = new RegExp(`(?<![\\p{L}\\d])(?:${PROMOTION_PLATFORMS.map(escapeRe).join("|")})(?![\\p{L}\\d])`, "giu");
const PROMOTION_VERB = new RegExp(`(?<![\\p{L}\\d])(?:${PROMOTION_VERBS.map(escapeRe).join("|")})(?![\\p{L}\\d])`, "iu");
/** PROMOTION_PLATFORM without its look-behind, for a yes/no test by matchAfterBoundary. */
const PROMOTION_PLATFORM_AHEAD = new RegExp(`(?:${PROMOTION_PLATFORMS.map(escapeRe).join("|")})(?![\\p{L}\\d])`, "giu");
const LETTER_OR_DIGIT = /^[\p{L}\d]$/u;

/** A line that opens with a call to join (JOIN_VERBS) and names a group (GROUP_WORDS) in its first sentence. */
const JOIN_GROUP = new RegExp(`^\\s*(?:${JOIN_VERBS.map(escapeRe).join("|")})(?![\\p{L}])[^.!?]{0,100}?(?<![\\p{L}])(?:${GROUP_WORDS.map(escapeRe).join("|")})(?![\\p{L}])`, "iu");

const OWN_CHANNEL = new RegExp(`(?<![\\p{L}\\d])(?:${OWN_CHANNEL_PHRASES.map(escapeRe).join("|")})(?![\\p{L}\\d])`, "iu");

/**
 * The phrases of a paywall prompt (SUBSCRIBER_PROMPTS) or a copyright notice
 * (COPYRIGHT_NOTICES) anywhere in a text, as one pattern of literals (one scan per text
 * node; no look-behind, which ran at every position and made the scan costly). Group 1
 * is a subscriber prompt, group 2 a copyright notice, then an affiliate disclosure, a
 * live blog's status and a request to report errors with Ctrl+Enter.
 */
const BLOCK_NOTICE = new RegExp(
  `(${SUBSCRIBER_PROMPTS.map(escapeRe).join("|")})|(${COPYRIGHT_NOTICES.map(escapeRe).join("|")})|(${AFFILIATE_DISCLOSURES.map(escapeRe).join("|")})|(${LIVE_BLOG_STATUS.map(escapeRe).join("|")})|(${ERROR_REPORT_NOTICES.map(escapeRe).join("|")})`,
  "i",
);

const ERROR_REPORT_WORD = new RegExp(ERROR_REPORT_WORDS.map(escapeRe).join("|"), "iu");

const GALLERY_COUNT_LINK = new RegExp(`^(?:${GALLERY_COUNT_LINKS.map((p) => escapeRe(p).replace("\\{n\\}", "\\d+")).join("|")})$`, "iu");

/** The text (a link's) is a gallery's "View all 14 photos" (GALLERY_COUNT_LINKS). */
export function isGalleryCountLink(text: string): boolean {
  // Every form has its number: most links have none, and a digit scan settles them.
  return ANY_ASCII_DIGIT.test(text) && GALLERY_COUNT_LINK.test(text.trim());
}
const ANY_ASCII_DIGIT = /\d/;

/**
 * An ad label, a separator and more text (AD_LABELS), or a sponsor read's opening
 * (SPONSOR_READ_OPENINGS) and a space or a capital (a card's bold opening and a `<br>`
 * before the sponsor's name read glued: "…sponsorTuincentrum"): the label alone is a
 * BOILERPLATE_PHRASES matter.
 */
const AD_LABEL_THEN_TEXT = new RegExp(`^(?:${AD_LABELS.map(escapeRe).join("|")})\\s*[·•|:–—-]\\s*\\S`, "iu");
const SPONSOR_READ_OPENING = new RegExp(`^(?:${SPONSOR_READ_OPENINGS.map(escapeRe).join("|")})`, "iu");
/**
 * After a sponsor read's opening, a space or a capital as written ("…sponsorTuincentrum"):
 * tested without the `i` flag, under which `\p{Lu}` matches any letter.
 */
const SPACE_OR_CAPITAL = /^(?:\s|\p{Lu})$/u;

/** The text opens with an advertisement's label ("Sponsored · Next match odds ..."). */
export function opensWithAdLabel(text: string): boolean {
  if (AD_LABEL_THEN_TEXT.test(text)) return true;
  const m = SPONSOR_READ_OPENING.exec(text);
  return m !== null && SPACE_OR_CAPITAL.test(text.charAt(m[0].length));
}

/** What a short block's text is, by BLOCK_NOTICE: a paywall prompt, a copyright notice, an affiliate disclosure, or none. */
export type BlockNotice = "subscriber prompt" | "copyright notice" | "affiliate disclosure" | "live-blog status" | "error-report notice" | null;

export function blockNotice(text: string): BlockNotice {
  if (text.length > MAX_NOTICE_BLOCK_CHARS) return null;
  const m = BLOCK_NOTICE.exec(text);
  if (m === null) return null;
  if (m[1] !== undefined) return "subscriber prompt";
  if (m[2] !== undefined) return "copyright notice";
  if (m[3] !== undefined) return "affiliate disclosure";
  if (m[4] !== undefined) return "live-blog status";
  return ERROR_REPORT_WORD.test(text) ? "error-report notice" : null;
}

/**
 * "Follow the same steps", "follow these instructions": a help text's "follow" is no call
 * to follow the site ("on the iOS or Android app, tap Forgot password? and follow the same
 * steps" names two app stores and a verb, and is no "get our app" line).
 */
const FOLLOW_INSTRUCTIONS = /\bfollow(?:ing)?\s+(?:the|these|those|our|my)\s+(?:same\s+|above\s+|below\s+)?(?:steps?|instructions?|prompts?|directions?|guide|procedure)\b/giu;

/**
 * The writer speaking in the first person singular ("On Twitter and Facebook, I post
 * things I think are interesting. Join the fun:", a blogger's own paragraph): the
 * article's voice, not the site's promotion box, which speaks as "we" or in the
 * imperative ("Follow us on …", "Get the app"). English "I" only, a capital standing as
 * a word (session 23).
 */
const FIRST_PERSON_SINGULAR = /(?:^|[\s(])I(?:\s|'m|’m|'ve|’ve)/;

/** The text names a platform (PROMOTION_PLATFORMS) as a word of its own: no letter or digit on either side. */
export function namesPromotionPlatform(text: string): boolean {
  return matchAfterBoundary(text, PROMOTION_PLATFORM_AHEAD, LETTER_OR_DIGIT);
}

/** A "follow us on ..." or "get our app for ..." line (PROMOTION_PLATFORMS): two platforms (three in a longer line) and a call to act. */
export function isPlatformPromotion(text: string): boolean {
  // Most paragraphs name no platform: one test settles them.
  if (text.length > MAX_LONG_PROMOTION_CHARS || !namesPromotionPlatform(text)) return false;
  // The site's own channel beside a platform (OWN_CHANNEL_PHRASES), in a short line.
  if (text.length <= MAX_PROMOTION_CHARS && (OWN_CHANNEL.test(text) || JOIN_GROUP.test(text))) return true;
  // A messenger channel's or group's invitation address written out ("… WhatsApp Channel :
  // https://www.whatsapp.com/channel/0029Va…", Indonesian portals' standing promo under every
  // story, batch 41): an invitation, whatever the language around it.
  if (CHANNEL_INVITE_ADDRESS.test(text)) return true;
  if (!PROMOTION_VERB.test(text) || !PROMOTION_VERB.test(text.replace(FOLLOW_INSTRUCTIONS, ""))) return false;
  if (FIRST_PERSON_SINGULAR.test(text)) return false;
  const needed = text.length > MAX_PROMOTION_CHARS ? LONG_PROMOTION_PLATFORMS : 2;
  const named = new Set<string>();
  for (const m of text.matchAll(PROMOTION_PLATFORM)) {
    named.add(m[0].toLowerCase());
    if (named.size >= needed) return true;
  }
  return false;
}

/** WhatsApp's channel and group invitations, Telegram's channel links, as written in the text. */
const CHANNEL_INVITE_ADDRESS = /(?:whatsapp\.com\/channel\/|chat\.whatsapp\.com\/|(?<![\p{L}\d.])t\.me\/(?!s\/))[\w+-]/iu;

/**
 * A paragraph longer than MAX_PROMOTION_CHARS is read as a promotion only when its first
 * words call to act ("Follow ...", "Get the best of News18 ... subscribe ..."): `head`
 * is its beginning, already read, so most long paragraphs are settled without reading more.
 */
export function opensWithCallToAct(head: string): boolean {
  return PROMOTION_VERB.test(head);
}

const DONATION_CALL: ReadonlySet<string> = new Set(DONATION_CALLS);
const DONATION_PITCH = new RegExp(`(?<![\\p{L}])(?:${DONATION_PITCHES.map(escapeRe).join("|")})(?![\\p{L}])`, "iu");
/** Nodes looked at for the call's link: an appeal box is a few elements, and a deep or wide subtree is no such box. */
const MAX_APPEAL_NODES = 120;
/** A link's text, trimmed of the arrows and marks that dress a button ("Support us →"). */
const BUTTON_DRESS = /^[\s→›»>▸▶+♥❤️]+|[\s→›»>▸▶+♥❤️.!]+$/gu;

/**
 * A reader-revenue appeal box (DONATION_CALLS, DONATION_PITCHES): a link whose whole
 * text is a call to give, within the first MAX_APPEAL_NODES nodes of `el`, and a pitch
 * phrase in `el`'s text. The caller checks the box's size and shape.
 */
export function isDonationAppeal(el: ElementNode): boolean {
  return holdsCallLink(el, DONATION_CALL) && DONATION_PITCH.test(normText(el));
}

const BOOKING_CALL: ReadonlySet<string> = new Set(BOOKING_CALLS);
const BOOKING_PITCH = new RegExp(`(?<![\\p{L}])(?:${BOOKING_PITCHES.map(escapeRe).join("|")})(?![\\p{L}])`, "iu");

/**
 * A call-to-book box opens with a pitch phrase (BOOKING_PITCHES), its heading: `head` is
 * the box's first characters, already read, so most boxes are settled without a walk.
 */
export function opensWithBookingPitch(head: string): boolean {
  // Every pitch holds one of these stems: a literal scan turns most heads away before the
  // pattern with its word boundaries runs.
  return BOOKING_STEM.test(head) && BOOKING_PITCH.test(head);
}
const BOOKING_STEM = /book|reserv|réserv|prenota|tisch/i;

/**
 * The box holds a link whose whole text is a call to book (BOOKING_CALLS), within the
 * first MAX_APPEAL_NODES nodes of `el`. The caller checks the box's size, shape and pitch.
 */
export function holdsBookingCall(el: ElementNode): boolean {
  return holdsCallLink(el, BOOKING_CALL);
}

const TRIAL_CALL: ReadonlySet<string> = new Set(TRIAL_CALLS);
const TRIAL_PITCH = new RegExp(`(?<![\\p{L}])(?:${TRIAL_PITCHES.map(escapeRe).join("|")})(?![\\p{L}])`, "iu");

/**
 * A software product's sign-up card (TRIAL_CALLS, TRIAL_PITCHES): a link whose whole text
 * is a call to try it, within the first MAX_APPEAL_NODES nodes of `el`, and a phrase of the
 * offer in `el`'s text. The caller checks the box's size and shape.
 */
export function isTrialOffer(el: ElementNode): boolean {
  return holdsCallLink(el, TRIAL_CALL) && TRIAL_PITCH.test(normText(el));
}

const NEWSLETTER_CALL: ReadonlySet<string> = new Set(NEWSLETTER_CALLS);
const NEWSLETTER_PITCH = new RegExp(`(?<![\\p{L}])(?:${NEWSLETTER_PITCH_WORDS.map(escapeRe).join("|")})(?![\\p{L}])`, "iu");

/**
 * A paragraph that pitches a newsletter and ends with its sign-up link (NEWSLETTER_CALLS,
 * NEWSLETTER_PITCH_WORDS): the link is the paragraph's last element with nothing but
 * punctuation after it. The caller checks the paragraph's size.
 */
export function isNewsletterPromo(el: ElementNode): boolean {
  let last: ElementNode | null = null;
  for (let i = el.children.length - 1; i >= 0; i--) {
    const k = el.children[i];
    if (k.kind === 3) {
      if (/[\p{L}\p{N}]/u.test(k.data)) return false;
      continue;
    }
    if (k.kind !== 1 || k.dropped) continue;
    last = k;
    break;
  }
  if (last === null || last.tag !== "a") return false;
  if (!NEWSLETTER_CALL.has(normText(last).replace(BUTTON_DRESS, "").toLowerCase())) return false;
  return NEWSLETTER_PITCH.test(normText(el));
}

/** A link among the first MAX_APPEAL_NODES nodes of `el` whose whole text, its button dress cut, is one of `calls`. */
function holdsCallLink(el: ElementNode, calls: ReadonlySet<string>): boolean {
  const stack: ElementNode[] = [el];
  let seen = 0;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (++seen > MAX_APPEAL_NODES) return false;
    if (node.tag === "a") {
      if (calls.has(normText(node).replace(BUTTON_DRESS, "").toLowerCase())) return true;
      continue;
    }
    for (const k of node.children) if (k.kind === 1 && !k.dropped) stack.push(k);
  }
  return false;
}
