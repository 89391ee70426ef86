/** Whether the player asked for less motion: reels land at once, shots arrive at once. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
