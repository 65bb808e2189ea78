import { CardGrid, headingIdOf, PageSection, Reveal, StepCard, type SectionTone } from 'shared';
import type { StepsBlock } from '../content/types';
import { IntroHeading } from './IntroHeading';
import { IntroLink } from './IntroLink';
import { stepColumns } from './stepColumns';

/** A numbered list of steps, each with its label and what happens in it. */
export function StepsSection({ content, tone }: { content: StepsBlock; tone?: SectionTone }) {
  const headingId = headingIdOf(content.heading);
  const columns = stepColumns(content.steps.length);
  return (
    <PageSection headingId={headingId} tone={tone}>
      <IntroHeading id={headingId} intro={content} />
      <CardGrid columns={{ sm: 2, lg: columns }} ordered>
        {content.steps.map((step, index) => (
          <Reveal key={step.label} delay={(index % columns) * 0.12} sx={{ display: 'flex', width: '100%' }}>
            <StepCard number={index + 1} title={step.label}>
              {step.description}
            </StepCard>
          </Reveal>
        ))}
      </CardGrid>
      <IntroLink intro={content} />
    </PageSection>
  );
}
