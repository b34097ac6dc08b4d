/**
 * How long opening or closing a collapsible takes: longer for taller content, so every panel moves
 * at a similar speed; 1 ms when the reader prefers reduced motion.
 */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  // Grows with the fourth root of the height: ~150 ms for a few items, ~350 ms for a long list.
  const scale = height / 36;
  return Math.round((4 + 15 * scale ** 0.25 + scale / 5) * 10);
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
