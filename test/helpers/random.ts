/**
 * A seeded generator of numbers in [0, 1) for the randomized equivalence tests: the same
 * cases on every run. A 32-bit linear congruential generator in integer arithmetic
 * (`Math.imul`), its high bits used: `seed * 1103515245 + 12345` in floating point loses
 * the low bits beyond 2^53 and falls into short cycles.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}
