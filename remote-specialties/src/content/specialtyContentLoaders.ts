import type { SvgIconComponent } from '@mui/icons-material';
import { specialtyIconLoaders, specialtyPages, type SpecialtySlug } from 'shared';
import { exportName, type SpecialtyContent } from './specialtyContent';

/**
 * Each specialty's content as its own chunk (`./<slug in camelCase>.ts`,
 * exported under that name): a specialty page downloads its own tables and
 * copy, not all sixteen. (specialtyContentBySlug has them all, for tests and tools.)
 */
const modules = import.meta.glob<Record<string, SpecialtyContent>>(['./*.ts', '!./specialt*.ts', '!./*.test.ts']);

export const specialtyContentLoaders = Object.fromEntries(
  specialtyPages.map(({ slug }) => [slug, () => modules[`./${exportName(slug)}.ts`]!().then((module) => module[exportName(slug)]!)]),
) as Record<SpecialtySlug, () => Promise<SpecialtyContent>>;

/**
 * A loader that asks each slug's loader once and answers the same promise
 * afterwards (undefined when the slug is not a specialty).
 */
function oncePerSlug<T>(loaders: Record<SpecialtySlug, () => Promise<T>>): (slug: string) => Promise<T | undefined> {
  const requested = new Map<string, Promise<T | undefined>>();
  return (slug) => {
    let loaded = requested.get(slug);
    if (!loaded) {
      loaded = Object.hasOwn(loaders, slug) ? loaders[slug as SpecialtySlug]() : Promise.resolve(undefined);
      requested.set(slug, loaded);
    }
    return loaded;
  };
}

/** The content for a slug (undefined when the slug is not a specialty); one request per slug. */
export const loadSpecialtyContent: (slug: string) => Promise<SpecialtyContent | undefined> =
  oncePerSlug(specialtyContentLoaders);

/** The icon for a slug, on its own (undefined when the slug is not a specialty); one request per slug. */
export const loadSpecialtyIcon: (slug: string) => Promise<SvgIconComponent | undefined> =
  oncePerSlug(specialtyIconLoaders);
