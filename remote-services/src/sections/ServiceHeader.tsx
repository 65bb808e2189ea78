import { PageHeader } from 'shared';
import type { ServicePageHeader } from '../content/types';

/** The page's opening: the shared header with its h1, breadcrumb and text. */
export function ServiceHeader({ content }: { content: ServicePageHeader }) {
  return (
    <PageHeader title={content.title} variant={content.variant} art={content.art}>
      {content.text}
    </PageHeader>
  );
}
