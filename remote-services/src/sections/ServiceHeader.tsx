import { codingNotices, PageHeader } from 'shared';
import { TrackerArt } from 'shared/scenes';
import type { ServicePageHeader } from '../content/types';

/** The page's opening: the shared header with its h1, breadcrumb and text, and the date of its rules when it states any. */
export function ServiceHeader({ content }: { content: ServicePageHeader }) {
  const art = content.art === 'authorization-tracker' ? <TrackerArt /> : content.art;
  return (
    <PageHeader title={content.title} variant={content.variant} art={art} {...(content.statesRules ? { note: codingNotices.rules } : {})}>
      {content.text}
    </PageHeader>
  );
}
