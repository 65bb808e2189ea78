import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { company } from 'shared';
import { siteTheme } from 'shared/theme';
import { fakeViewport } from 'tooling/testing/viewport';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPath } from '../federation/preload';
import { BookingBar } from './BookingBar';

vi.mock('../federation/preload', () => ({ preloadPath: vi.fn() }));

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

function renderAt(path: string, width = 390) {
  act(() => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 }));
  return render(
    <ThemeProvider theme={siteTheme()}>
      <MemoryRouter initialEntries={[path]}>
        <main id="main">
          <p>A long page.</p>
          <form aria-label="Book a consultation">
            <input aria-label="Name" />
          </form>
        </main>
        <footer>Footer</footer>
        <BookingBar />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const bar = () => screen.queryByRole('complementary', { name: 'Call or book' });

/** The visitor scrolls past the first screen. */
function scrollDown() {
  act(() => {
    window.scrollTo(0, 2000);
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
  vi.mocked(preloadPath).mockClear();
});

describe('BookingBar', () => {
  it('offers a call to the company and the booking page on phones', () => {
    fakeViewport();
    renderAt('/aboutus');
    expect(screen.getByRole('link', { name: `Call ${company.phone.display}` }).getAttribute('href')).toBe(company.phone.href);
    expect(screen.getByRole('link', { name: 'Book a free consultation' }).getAttribute('href')).toBe('/contactus#book');
    // Not on the first screen, where the page's header has its own call and booking actions.
    expect(bar()?.hasAttribute('data-hidden')).toBe(true);
    expect(preloadPath).not.toHaveBeenCalled();
    scrollDown();
    expect(bar()?.hasAttribute('data-hidden')).toBe(false);
    // Shown, it starts loading the booking page, so Book opens the form at once.
    expect(preloadPath).toHaveBeenCalledWith('/contactus');
  });

  it('steps aside while a form or the footer is on screen', () => {
    const viewport = fakeViewport();
    renderAt('/');
    scrollDown();
    expect(bar()?.hasAttribute('data-hidden')).toBe(false);
    act(() => viewport.scrollTo(screen.getByRole('form')));
    expect(bar()?.hasAttribute('data-hidden')).toBe(true);
  });

  it('is not on the contact page, nor from 768 px up', () => {
    fakeViewport();
    renderAt('/contactus');
    expect(bar()).toBeNull();
    cleanup();
    renderAt('/aboutus', 800);
    scrollDown();
    expect(bar()).toBeNull();
    expect(preloadPath).not.toHaveBeenCalled();
  });
});
