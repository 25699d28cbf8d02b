/** Spec §9: the back-to-top button appears after scrolling past 300 px. */
const BACK_TO_TOP_THRESHOLD = 300;

export function showBackToTop(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD;
}
