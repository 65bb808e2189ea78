import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { company, FaqStructuredData, Reveal } from 'shared';
import { FaqAccordion } from 'shared/faq';
import type { FaqBlock } from '../content/types';
import { toneBackground, type SectionTone } from './sectionTone';

/** The FAQ block: its heading slides in 50 px, then the shared accordion. */
export function FaqSection({ content, tone = 'white' }: { content: FaqBlock; tone?: SectionTone }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: toneBackground[tone], py: { xs: 7, md: 10 }, overflowX: 'clip' }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' }, alignItems: 'start' }}
      >
        <Reveal distance={50}>
          <Typography
            component="p"
            sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 1.2, textTransform: 'uppercase', fontSize: '0.85rem', mb: 1 }}
          >
            FAQ
          </Typography>
          <Typography variant="h2" id={headingId}>
            {content.heading}
          </Typography>
          <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.08rem', lineHeight: 1.75 }}>{content.intro}</Typography>
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
        </Reveal>
        <FaqAccordion items={content.items} />
        <FaqStructuredData items={content.items} />
      </Container>
    </Box>
  );
}
