import { useEffect } from 'react';

/**
 * Marks the document once the route's page has rendered (or its loader gave
 * up with an error): `<html data-page="contact/ContactPage">`. Browser tests
 * wait for it before they interact, since prerendered HTML is visible before
 * it is live.
 */
export function usePageReady(name: string): void {
  useEffect(() => {
    document.documentElement.dataset.page = name;
  }, [name]);
}

/** Renders nothing; marks the page ready once it is committed (see usePageReady). */
export function PageReady({ name }: { name: string }) {
  usePageReady(name);
  return null;
}
