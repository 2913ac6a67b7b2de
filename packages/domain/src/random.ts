/**
 * A small, fast, seeded random generator (mulberry32): the same seed gives the same numbers, so
 * generated footprints, typo queries and fuzz inputs are reproducible. Not for secrets.
 */
export function seededRandom(seed: number | string): () => number {
  let a = (typeof seed === 'string' ? fnv1a(seed) : seed) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A string seed as a number (FNV-1a). */
function fnv1a(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h;
}
