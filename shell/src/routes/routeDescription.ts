import { useEffect, useState } from 'react';
import { matchRoute } from './matchRoute';
import { notFoundRoute } from './routeTable';

type Descriptions = Readonly<Record<string, string>>;

let descriptions: Descriptions | undefined;
let loading: Promise<Descriptions> | undefined;

/**
 * Fetches every route's description (routeDescriptions.ts) once; a failed
 * fetch is tried again the next time it is asked for.
 */
export function loadRouteDescriptions(): Promise<Descriptions> {
  loading ??= import('../content/routeDescriptions').then(
    (module) => (descriptions = module.routeDescriptions),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The route the document was opened at and the description it arrived with
 * (the prerendered page's own), read before React manages the head.
 */
const arrived =
  typeof document === 'undefined'
    ? undefined
    : {
        path: (matchRoute(window.location.pathname) ?? notFoundRoute).path,
        description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
      };

/**
 * A route's meta description. The route the visitor opened already has its
 * description in the prerendered head, so a first visit does not fetch the
 * others; a route reached by navigating within the site gets its description
 * once they are in (undefined until then: its description tags follow a
 * moment after the page).
 */
export function useRouteDescription(path: string): string | undefined {
  const [loaded, setLoaded] = useState(descriptions);
  const description = loaded?.[path] ?? descriptions?.[path] ?? (path === arrived?.path ? arrived.description : undefined);
  useEffect(() => {
    if (description !== undefined) return;
    let current = true;
    loadRouteDescriptions().then(
      (all) => current && setLoaded(all),
      () => {}, // Offline: the page shows without its description tags.
    );
    return () => {
      current = false;
    };
  }, [description]);
  return description;
}
