/**
 * Data for forum threads' furniture around the opening post (stages/prune.ts).
 */

/**
 * Class words of a thread's prefix label written first inside its `<h1>`: XenForo's
 * `span.label` ("Solved", "Question"), vBulletin's and Invision's `prefix`, Discourse's and
 * Bootstrap themes' `badge`. A status badge, not headline words: the heading without it
 * is the title the page gives (og:title, JSON-LD headline), and repeats it.
 */
export const HEADING_PREFIX_CLASS_WORDS: readonly string[] = ["label", "prefix", "badge"];

/** A prefix label is a word or two ("Solved", "Help wanted", "Not a bug"). */
export const MAX_HEADING_PREFIX_WORDS = 3;
