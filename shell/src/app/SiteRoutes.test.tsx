import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteRoutes } from './SiteRoutes';

/**
 * Remote pages stand in for the remotes the site loads with the federation
 * runtime: each names the module it is and its props, and links like a
 * remote's page does, with react-router's Link.
 */
vi.mock('../federation/remotes', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    Promise.resolve({
      default: (props: Record<string, string>) => (
        <section>
          <h1>{`${remote}/${module}${props.slug ? ` ${props.slug}` : ''}`}</h1>
          <Link to="/contactus">Write to us</Link>
        </section>
      ),
    }),
}));

function renderAt(path: string) {
  return render(<RouterProvider router={createMemoryRouter(siteRoutes, { initialEntries: [path] })} />);
}

const heading = () => screen.findByRole('heading', { level: 1 });
const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

afterEach(cleanup);

describe('siteRoutes', () => {
  it("renders the route table's page for a path, inside the site's frame, with its title", async () => {
    renderAt('/aboutus');
    expect((await heading()).textContent).toBe('home/AboutPage');
    expect(document.title).toBe('About Us | Revora Medical Billing');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('matches paths whatever their letter case, and with a trailing slash', async () => {
    renderAt('/Specialties/Vascular-Surgery/');
    expect((await heading()).textContent).toBe('specialties/SpecialtyPage vascular-surgery');
    cleanup();
    renderAt('/ABOUTUS');
    expect((await heading()).textContent).toBe('home/AboutPage');
  });

  it('shows the not-found page for any other path, including a specialty under the spelling it is not routed at', async () => {
    renderAt('/no-such-page');
    expect((await heading()).textContent).toBe('Page Not Found');
    expect(document.title).toBe('Page Not Found | Revora Medical Billing');
    cleanup();
    renderAt('/specialties/cardiology');
    expect((await heading()).textContent).toBe('Page Not Found');
  });

  it("follows a remote page's link and marks the navbar's link to the current page", async () => {
    renderAt('/aboutus');
    await heading();
    expect(mainNav().getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Write to us' }), { button: 0 });
    await screen.findByRole('heading', { level: 1, name: 'contact/ContactPage' });
    expect(document.title).toBe('Contact Us | Revora Medical Billing');
    expect(mainNav().getByRole('link', { name: 'Contact Us' }).getAttribute('aria-current')).toBe('page');
    expect(mainNav().getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBeNull();
  });
});
