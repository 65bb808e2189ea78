import { SectionHeading } from 'shared';
import type { SectionIntro } from '../content/types';

export interface IntroHeadingProps {
  /** The id the section is labelled by. */
  id: string;
  intro: SectionIntro;
  align?: 'left' | 'center';
}

/**
 * A section's opening (eyebrow, h2 and intro). It does not animate: it is the
 * top of each section, already in view when a section below the fold loads,
 * and the overview, on the page's first screen, opens with it too.
 */
export function IntroHeading({ id, intro, align = 'left' }: IntroHeadingProps) {
  return (
    <SectionHeading id={id} title={intro.heading} align={align} eyebrow={intro.eyebrow}>
      {intro.intro}
    </SectionHeading>
  );
}
