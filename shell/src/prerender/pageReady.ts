import { useEffect } from 'react';

/**
 * Renders nothing; once committed, marks the document as the route's page
 * rendered (or its loader gave up with an error): `<html
 * data-page="contact/ContactPage">`. Browser tests wait for it before they
 * interact, since prerendered HTML is visible before it is live.
 */
export function PageReady({ name }: { name: string }) {
  useEffect(() => {
    document.documentElement.dataset.page = name;
  }, [name]);
  return null;
}
