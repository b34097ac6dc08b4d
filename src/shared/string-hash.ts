/**
 * The string hash the generator computes the same way in Node and in any browser, synchronously
 * (no `crypto.subtle`, which pages served over plain HTTP lack): two 32-bit multiply-xor lanes over
 * the UTF-16 code units, mixed at the end as cyrb53 mixes them. Its users seed the lanes and write
 * them out each in their own form: route keys (route-path.ts: 53 bits in base 36, which name
 * files of the output) and runnable examples' file names (64 bits in hex, computed by the build
 * and by the Run button in the browser). Changing a value renames those files.
 * Public: plugins may import it (biome.jsonc lists the modules of src/shared a plugin may import).
 */

/** The two 32-bit lanes of `text`'s hash (unsigned), from two seeds: `low` mixes in `high` last. */
export interface HashLanes {
  low: number;
  high: number;
}

export function hashLanes(text: string, lowSeed: number, highSeed: number): HashLanes {
  let low = lowSeed;
  let high = highSeed;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    low = Math.imul(low ^ unit, 2654435761);
    high = Math.imul(high ^ unit, 1597334677);
  }
  low = Math.imul(low ^ (low >>> 16), 2246822507) ^ Math.imul(high ^ (high >>> 13), 3266489909);
  high = Math.imul(high ^ (high >>> 16), 2246822507) ^ Math.imul(low ^ (low >>> 13), 3266489909);
  return { low: low >>> 0, high: high >>> 0 };
}
