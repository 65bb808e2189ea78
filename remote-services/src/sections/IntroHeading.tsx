import { Reveal, SectionHeading } from 'shared';
import type { SectionIntro } from '../content/types';

export interface IntroHeadingProps {
  /** The id the section is labelled by. */
  id: string;
  intro: SectionIntro;
  align?: 'left' | 'center';
}

/** A section's opening (eyebrow, h2 and intro), revealed on scroll. */
export function IntroHeading({ id, intro, align = 'left' }: IntroHeadingProps) {
  return (
    <Reveal>
      <SectionHeading id={id} title={intro.heading} align={align} eyebrow={intro.eyebrow}>
        {intro.intro}
      </SectionHeading>
    </Reveal>
  );
}
