/**
 * Tag sets folded into one map from tag to bits, so that a stage asking several
 * set-membership questions about an element's tag does one lookup instead of one per set.
 */

/** `groups`: each tag set with the bit its tags get; a tag in several sets gets all their bits. */
export function tagBits(groups: readonly (readonly [Iterable<string>, number])[]): ReadonlyMap<string, number> {
  const bits = new Map<string, number>();
  for (const [tags, bit] of groups) {
    for (const t of tags) bits.set(t, (bits.get(t) ?? 0) | bit);
  }
  return bits;
}
