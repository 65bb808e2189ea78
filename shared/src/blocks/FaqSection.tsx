import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { headingIdOf } from '../ui/headingId';
import { company } from '../content/company';
import type { FaqGroup, FaqItem } from '../content/types';
import { Reveal } from '../motion/Reveal';
import { PageSection, type SectionTone } from '../ui/PageSection';
import { FaqAccordion } from './FaqAccordion';
import { FaqStructuredData } from './FaqStructuredData';
import { SectionHeading } from './SectionHeading';

interface FaqSectionBase {
  /** The section's h2. */
  heading: string;
  /** Small label above the heading, e.g. "FAQs". */
  eyebrow: string;
  /** Under the heading. */
  intro: ReactNode;
  tone?: SectionTone;
}

/**
 * One list of questions sits beside the heading, which offers a call for
 * anything the list does not answer; several titled lists sit side by side
 * under it, each its own accordion.
 */
export type FaqSectionProps = FaqSectionBase &
  ({ items: readonly FaqItem[]; groups?: never } | { groups: readonly FaqGroup[]; items?: never });

/** "Still have a question?" and the phone number, under the heading. */
function CallUs({ tone }: { tone: SectionTone }) {
  return (
    <Box
      sx={{
        mt: 3,
        p: 2.5,
        borderRadius: 1.5,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        bgcolor: tone === 'mist' ? 'background.paper' : 'rgba(14, 124, 107, 0.07)',
      }}
    >
      <PhoneInTalkRounded aria-hidden sx={{ color: 'secondary.main', fontSize: 36 }} />
      <div>
        <Typography sx={{ fontWeight: 700 }}>Still have a question?</Typography>
        <MuiLink href={company.phone.href} sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          Call {company.phone.display}
        </MuiLink>
      </div>
    </Box>
  );
}

/** One list: beside the heading from 900 px. */
const besideHeadingSx = { display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' }, alignItems: 'start' } as const;

/**
 * A page's questions and answers: its heading slides in from 50 px away,
 * every question is a native accordion item (one open at a time in each
 * list), and the same questions are the page's FAQPage structured data.
 */
export function FaqSection(props: FaqSectionProps) {
  const { heading, eyebrow, intro, tone = 'plain', groups } = props;
  const headingId = headingIdOf(heading);
  return (
    <PageSection
      headingId={headingId}
      tone={tone}
      containerSx={groups ? undefined : besideHeadingSx}
    >
      <FaqStructuredData items={groups ? groups.flatMap((group) => group.items) : props.items} />
      <Reveal distance={50}>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={heading} {...(groups ? { align: 'center' } : { gutterBottom: false })}>
          {intro}
        </SectionHeading>
        {!groups && <CallUs tone={tone} />}
      </Reveal>
      {groups ? (
        <Box sx={{ display: 'grid', gap: { xs: 5, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {groups.map((group) => (
            <div key={group.title}>
              <Typography variant="h3" sx={{ mb: 2 }}>
                {group.title}
              </Typography>
              <FaqAccordion items={group.items} headingLevel={4} />
            </div>
          ))}
        </Box>
      ) : (
        <FaqAccordion items={props.items} />
      )}
    </PageSection>
  );
}
