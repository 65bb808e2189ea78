import { CardGrid, Reveal, StepCard, type SectionTone } from 'shared';
import type { StepsBlock } from '../content/types';
import { IntroSection } from './IntroSection';
import { stepColumns } from './stepColumns';

/** A numbered list of steps, each with its label and what happens in it. */
export function StepsSection({ content, tone }: { content: StepsBlock; tone?: SectionTone }) {
  const columns = stepColumns(content.steps.length);
  return (
    <IntroSection intro={content} tone={tone}>
      <CardGrid columns={{ sm: 2, lg: columns }} ordered>
        {content.steps.map((step, index) => (
          <Reveal key={step.label} delay={(index % columns) * 0.12} sx={{ display: 'flex', width: '100%' }}>
            <StepCard number={index + 1} title={step.label}>
              {step.description}
            </StepCard>
          </Reveal>
        ))}
      </CardGrid>
    </IntroSection>
  );
}
