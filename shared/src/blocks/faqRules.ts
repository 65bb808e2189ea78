/** Accordion rule: clicking the open item closes it, any other opens it (closing the previous). */
export function nextOpenIndex(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}
