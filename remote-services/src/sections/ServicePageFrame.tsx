import type { ReactNode } from 'react';
import { codingNotices, headingIdOf, OnThisPage, PageHeader } from 'shared';
import { TrackerArt } from 'shared/scenes';
import type { ServicePageContent } from '../content/types';
import { ClosingBand } from './deferredSections';

/** A section "On this page" leads to: its label and its content, whose heading the link goes to. */
type SectionLink = readonly [label: string, section: { heading: string }];

export interface ServicePageFrameProps {
  content: ServicePageContent & { overview: { heading: string } };
  /** The sections "On this page" lists between the overview and the FAQ. */
  links: readonly SectionLink[];
  /** The page's sections, from the overview on. */
  children: ReactNode;
}

/**
 * A service page: its opening (the shared header with its h1, breadcrumb and
 * text, and the date of its rules when it states any), its sections with
 * "On this page", and the shared closing band (a meeting at /contactus and
 * the phone).
 */
export function ServicePageFrame({ content, links, children }: ServicePageFrameProps) {
  const { header } = content;
  const sections: readonly SectionLink[] = [['Overview', content.overview], ...links, ['FAQ', content.faq]];
  return (
    <>
      <PageHeader
        title={header.title}
        variant={header.variant}
        art={header.art === 'authorization-tracker' ? <TrackerArt /> : header.art}
        {...(header.statesRules ? { note: codingNotices.rules } : {})}
      >
        {header.text}
      </PageHeader>
      <OnThisPage links={sections.map(([label, section]) => ({ label, id: headingIdOf(section.heading) }))}>{children}</OnThisPage>
      <ClosingBand content={content.closing} />
    </>
  );
}
