/**
 * Whether an element is still below the visible part of the page, where a
 * visitor cannot have seen it yet. Motion starts from a hidden or zero state
 * only there: what is on screen (or already scrolled past) when scripts take
 * over keeps its final state, so nothing a visitor is reading changes under
 * them.
 */
export function belowTheFold(element: Element | null): boolean {
  return element !== null && element.getBoundingClientRect().top >= window.innerHeight;
}
