import { specialtyPages, type SpecialtySlug } from 'shared';
import { exportName, type SpecialtyContent } from './specialtyContent';

const modules = import.meta.glob<Record<string, SpecialtyContent>>(['./*.ts', '!./specialt*.ts', '!./*.test.ts'], { eager: true });

/** The content of each specialty page, by the slug its route passes in (`./<slug in camelCase>.ts`). */
export const specialtyContentBySlug = Object.fromEntries(
  specialtyPages.map(({ slug }) => [slug, modules[`./${exportName(slug)}.ts`]![exportName(slug)]!]),
) as Record<SpecialtySlug, SpecialtyContent>;

/** The content for a slug, or undefined when the slug is not a specialty. */
export function findSpecialtyContent(slug: string): SpecialtyContent | undefined {
  return Object.hasOwn(specialtyContentBySlug, slug) ? specialtyContentBySlug[slug as SpecialtySlug] : undefined;
}
