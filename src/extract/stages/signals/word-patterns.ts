/**
 * Helpers for the word patterns compiled from heuristics lists (credits.ts,
 * promotions.ts, bylines.ts): a listed word taken literally, and the word boundary
 * before a match checked by hand, which lets V8 scan for the words' first letters
 * (test/word-patterns.test.ts checks the boundaries).
 */
import { codePointBefore } from "../../dom/node.js";

/** `w` as a regular expression that matches it literally. */
export const escapeRe = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A match of `pattern` (global) that no character `before` matches precedes: the
 * look-behind of `(?<![...])(?:word|...)`, or the `(?:^|[^...])` before the words, checked
 * by hand at each match. A pattern that starts with either is tried at every position of
 * the text; one that starts with its words lets V8 scan for their first letters, 2-3x
 * faster over the dev pages' short lines. At each position every word is tried, and the
 * character before is the same for all of them: a position it rules out is ruled out.
 */
export function matchAfterBoundary(text: string, pattern: RegExp, before: RegExp): boolean {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const at = m.index;
    if (at === 0 || !before.test(codePointBefore(text, at))) return true;
    pattern.lastIndex = at + 1;
  }
  return false;
}
