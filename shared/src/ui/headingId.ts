/**
 * A stable id for a section's heading, from the heading itself: "Improving
 * Clean Claims Rates" → "improving-clean-claims-rates". Jump links ("On this
 * page") and shared addresses need ids that are the same in the prerendered
 * HTML, in the browser and from one release to the next, which React's
 * useId does not promise.
 */
export function headingIdOf(heading: string): string {
  return heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
