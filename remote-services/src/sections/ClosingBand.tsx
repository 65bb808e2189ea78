import { CallToActionBand } from 'shared';
import type { ClosingBlock } from '../content/types';

/** Every service page ends with the shared band: a meeting at /contactus and the phone. */
export function ClosingBand({ content }: { content: ClosingBlock }) {
  return <CallToActionBand heading={content.heading}>{content.text}</CallToActionBand>;
}
