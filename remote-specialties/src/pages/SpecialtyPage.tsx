import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { use } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CallToActionBand, codingNotices, MidPageCallToAction, namesCptCode, OnThisPage, PageHeader, specialtiesIndex, specialtyPages } from 'shared';
import { loadSpecialtyContent, loadSpecialtyIcon } from '../content/specialtyContentLoaders';
import {
  BillingRulesSection,
  CodeTableSection,
  ModifierTableSection,
  RequirementsSection,
  SpecialtyFocus,
  StaffExpertise,
} from '../sections/deferredSections';
import { SpecialtyOverview } from '../sections/SpecialtyOverview';

function UnknownSpecialty() {
  return (
    <>
      <PageHeader title="Specialty Billing Services" />
      <Container maxWidth="md" sx={{ py: 8 }}>
        <Typography sx={{ mb: 3, fontSize: '1.1rem' }}>We couldn’t find this specialty. All sixteen are listed on our specialties page.</Typography>
        <Button component={RouterLink} to="/specialities" variant="contained" color="secondary">
          See all specialties
        </Button>
      </Container>
    </>
  );
}

/** Every string of a page's content a visitor reads (its art is path data, not copy). */
function copyOf(value: unknown, key = ''): string {
  if (key === 'art') return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => copyOf(item)).join('\n');
  if (value && typeof value === 'object') return Object.entries(value).map(([name, item]) => copyOf(item, name)).join('\n');
  return '';
}

/** A label that starts as a sentence does. */
const sentenceStart = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** One template for all sixteen specialty pages; the route says which. */
export default function SpecialtyPage({ slug }: { slug: string }) {
  const specialty = specialtyPages.find((candidate) => candidate.slug === slug);
  // Suspends until this specialty's content and icon are in (the shell's page
  // loader shows meanwhile); both are requested before waiting for either.
  const contentLoad = loadSpecialtyContent(slug);
  const iconLoad = loadSpecialtyIcon(slug);
  const content = use(contentLoad);
  const icon = use(iconLoad);
  if (!specialty || !content || !icon) return <UnknownSpecialty />;

  // Sections alternate backgrounds, however many billing-rule blocks a specialty has.
  const rules = content.billingSections.length;
  const tone = (position: number) => (position % 2 === 0 ? 'plain' : 'mist');

  return (
    <>
      <PageHeader
        title={`${specialty.name} Billing Services`}
        crumb={specialty.name}
        parent={specialtiesIndex}
        variant="support"
        art={content.art}
        note={codingNotices.rules}
      >
        {content.summary}
      </PageHeader>
      <OnThisPage
        links={[
          { label: 'Overview', id: 'overview-heading' },
          { label: content.focus.kind === 'conditions' ? 'Conditions' : 'Services', id: 'focus-heading' },
          ...content.billingSections.map((section, index) => ({
            // "Global periods in cardiology" → "Global periods", "Vascular surgery billing rules we apply" →
            // "Billing rules we apply": the page already says which specialty.
            label: sentenceStart(section.heading.replace(new RegExp(`^${specialty.name}\\s+|\\s+(in|for) ${specialty.name}$`, 'gi'), '')),
            id: `rules-${index + 1}-heading`,
          })),
          { label: 'Modifiers', id: 'modifiers-heading' },
          { label: 'Procedure codes', id: 'codes-heading' },
          { label: 'Requirements', id: 'requirements-heading' },
          { label: 'How we work', id: 'expertise-heading' },
        ]}
      >
        <SpecialtyOverview icon={icon} overview={content.overview} />
        <SpecialtyFocus focus={content.focus} tone={tone(1)} />
        {content.billingSections.map((section, index) => (
          <BillingRulesSection key={section.heading} id={`rules-${index + 1}`} section={section} tone={tone(2 + index)} />
        ))}
        {/* Halfway down: the rules read, the tables to come. */}
        <MidPageCallToAction>{`Questions about your ${specialty.name.toLowerCase()} claims? Talk them through with a billing specialist.`}</MidPageCallToAction>
        <ModifierTableSection table={content.modifiers} tone={tone(2 + rules)} />
        <CodeTableSection table={content.codes} tone={tone(3 + rules)} cptNotice={namesCptCode(copyOf(content))} />
        <RequirementsSection detail={content.detail} tone={tone(4 + rules)} />
        <StaffExpertise expertise={content.expertise} tone={tone(5 + rules)} />
      </OnThisPage>
      <CallToActionBand heading={content.callToAction.heading}>{content.callToAction.text}</CallToActionBand>
    </>
  );
}
