// Public surface of the shared package. Apps import from 'shared' only. Each
// app compiles in what it uses; the email service's keys are still one per
// page (see email/config.ts). Toasts are raised with raiseToast and shown by
// the page's one <Toasts /> (the shell's), which loads react-toastify then.
// The shell's MUI theme is 'shared/theme', outside this entry: remotes never
// evaluate it (in dev, where nothing is tree-shaken, they would run createTheme,
// which the shell does not hand them).
export { booking, codingNotices, company, formatAddress } from './content/company';
export { claims, averageAcrossClients, onboardingTimeline, onboardingTypical, serviceLevels, type Claim } from './content/claims';
export { beforeBaaPage, dataHandlingPage, reviewBeforeBaa, reviewBeforeBaaBrief, summaryFigures } from './content/beforeBaa';
export { hipaaSafeguards } from './content/hipaaSafeguards';
export type * from './content/types';
export { specialtiesIndex, specialtyPages, type SpecialtySlug } from './content/specialties';
export { specialtyList, type SpecialtySummary } from './content/specialtyCards';
export { specialtyIcons } from './content/specialtyIcons';
export { specialtyIconLoaders } from './content/specialtyIconLoaders';
export { formMessages } from './forms/messages';
export { validateNewsletter, validateConsultation, validateContact } from './forms/validation';
export { useFormSubmission } from './forms/useFormSubmission';
export { emailConfig } from './email/config';
export { sendNewsletterSignup, sendConsultationRequest, sendContactMessage } from './email/client';
export { raiseToast } from './toast';
export { Toasts } from './Toasts';
export { brand, buttonsOnDarkSx, focusRingOnDark, focusRingOnLight } from './brand';
export { deferUntilNear, lazyPart } from './ui/lazyPart';
export { restoreKeptInput, takeReopened } from './ui/reloadKeepingInput';
export { useHydrated } from './ui/useHydrated';
export { PageHeader } from './ui/PageHeader';
export { GlyphArt } from './art/GlyphArt';
export { SampleReportArt } from './art/SampleReportArt';
export type { ArtGlyph } from './art/artGlyph';
export { PageSection, type SectionTone } from './ui/PageSection';
export { visuallyHidden } from './ui/visuallyHidden';
export { CheckList } from './ui/CheckList';
export { CardIcon, CardLink, cardSx, LinkCard, MoreLink, RowCard, StepCard } from './ui/Card';
export { CardGrid } from './ui/CardGrid';
export { FeatureTile } from './ui/FeatureTile';
export { usePrefersReducedMotion } from './motion/usePrefersReducedMotion';
export { Reveal } from './motion/Reveal';
export { CountUp } from './motion/CountUp';
export { LetterByLetterHeading } from './motion/LetterByLetterHeading';
export { CallToActionBand } from './blocks/CallToActionBand';
export { MidPageCallToAction } from './blocks/MidPageCallToAction';
export { OnThisPage } from './blocks/OnThisPage';
export { headingIdOf } from './ui/headingId';
export { Eyebrow, SectionHeading } from './blocks/SectionHeading';
export { CodingNotice, namesCptCode } from './blocks/CodingNotice';
export { serviceCards } from './content/services';
export { serviceIcons } from './content/serviceIcons';
export { blogPageCount, blogPagePath, blogPageSize, blogPosts } from './content/blogPosts';

// Dev servers only (the condition is false in every build, which drops it).
// Icons reach MUI's SvgIcon from inside @mui/icons-material, where the
// federation plugin's dev crawl of a remote's source does not look; named here,
// SvgIcon is among the shares a remote's dev entry takes over from the shell
// at start-up. Without it, a remote's dev server started on an empty cache
// sometimes served an entry without it, and every icon on its pages failed
// ("SvgIcon_default is not a function") until the cache was cleared.
if (import.meta.env?.DEV) void import('@mui/material/SvgIcon');
