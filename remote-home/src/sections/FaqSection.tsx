import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FaqStructuredData, Reveal, SectionHeading } from 'shared';
import { FaqAccordion } from 'shared/faq';
import { homeFaqs } from '../content/homeFaqs';
import { PageSection } from './PageSection';

/** Home: two lists of questions, each an accordion with one answer open at a time. */
export function FaqSection() {
  return (
    <PageSection labelledBy="faq-heading">
      <FaqStructuredData items={homeFaqs.flatMap((group) => group.items)} />
      <Reveal distance={50}>
        <SectionHeading id="faq-heading" eyebrow="FAQs" title="Frequently Asked Questions" align="center">
          What practices ask us before they switch. Have another question?{' '}
          <MuiLink component={RouterLink} to="/contactus" sx={{ fontWeight: 700 }}>
            Ask our team
          </MuiLink>
          .
        </SectionHeading>
      </Reveal>
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        {homeFaqs.map((group) => (
          <div key={group.title}>
            <Typography variant="h3" sx={{ mb: 2 }}>
              {group.title}
            </Typography>
            <FaqAccordion items={group.items} headingLevel={4} />
          </div>
        ))}
      </Box>
    </PageSection>
  );
}
