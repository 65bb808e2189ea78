import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroSlides } from '../content/heroSlides';
import { HeroSlider } from './HeroSlider';

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderSlider() {
  const view = render(
    <MemoryRouter>
      <HeroSlider />
    </MemoryRouter>,
  );
  const slides = () => [...view.container.querySelectorAll('[aria-roledescription="slide"]')];
  // The slide a visitor and a screen reader get: the one not hidden.
  const current = () => slides().findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
  return { ...view, slides, current };
}

/** The browser reporting that the cross-fade (a CSS transition) has ended. */
function fadeEnds() {
  for (const slide of document.querySelectorAll('[aria-roledescription="slide"]')) {
    act(() => {
      fireEvent(slide, new Event('transitionend', { bubbles: true }));
    });
  }
}

/** Time passing: a change that falls due fades, and the fade ends. */
function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
  fadeEnds();
}

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion(false);
  // Laid out as a browser would: Swiper measures its frame before it runs.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('HeroSlider', () => {
  it('shows the first slide; the page has one h1, outside the slides, and every slide heading is an h2', () => {
    const { slides, current } = renderSlider();
    expect(slides()).toHaveLength(3);
    expect(current()).toBe(0);
    const h1s = document.querySelectorAll('h1');
    expect(h1s).toHaveLength(1);
    expect(h1s[0]!.textContent).toBe('End-to-End Revenue Cycle Management');
    expect(h1s[0]!.closest('[aria-roledescription="slide"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heroSlides[0]!.heading);
    slides().forEach((slide, position) => {
      expect(slide.querySelector('h2')!.textContent).toBe(heroSlides[position]!.heading);
    });
    expect(slides()[1]!.getAttribute('aria-hidden')).toBe('true');
    expect(slides()[0]!.getAttribute('aria-hidden')).toBe('false');
  });

  it('keeps the h1 exposed to assistive technology whichever slide shows', () => {
    const { current } = renderSlider();
    for (const expected of [1, 2]) {
      wait(5000);
      expect(current()).toBe(expected);
      const h1 = screen.getByRole('heading', { level: 1 });
      expect(h1.textContent).toBe(heroSlides[0]!.heading);
      expect(h1.closest('[aria-hidden="true"]')).toBeNull();
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        heroSlides[expected]!.heading,
      ]);
    }
  });

  it('has the three buttons of the specification, the first to About Us', () => {
    renderSlider();
    const links = heroSlides.map((slide) => slide.action);
    expect(links.map((link) => link.label)).toEqual(['Read More', 'Learn More', 'Discover More']);
    expect(links[0]!.to).toBe('/aboutus');
    const readMore = screen.getByRole('link', { name: /^Read More/ });
    expect(readMore.getAttribute('href')).toBe('/aboutus');
  });

  it('advances every 5 s and wraps to the first slide', () => {
    const { current } = renderSlider();
    wait(4900);
    expect(current()).toBe(0);
    wait(100);
    expect(current()).toBe(1);
    wait(5000);
    expect(current()).toBe(2);
    wait(5000);
    expect(current()).toBe(0);
  });

  it('moves with the arrows, wrapping both ways, and ignores presses while a change fades', () => {
    const { current } = renderSlider();
    // The arrows show on large screens only (CSS), so they count as hidden in this small window.
    const previous = screen.getByLabelText('Previous slide');
    const next = screen.getByLabelText('Next slide');
    fireEvent.click(previous);
    expect(current()).toBe(2);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(current()).toBe(2);
    fadeEnds();
    fireEvent.click(next);
    expect(current()).toBe(0);
  });

  it('fades over 1 s, and changes at once for a visitor who prefers reduced motion', () => {
    const { container, unmount } = render(
      <MemoryRouter>
        <HeroSlider />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByLabelText('Next slide'));
    expect(container.querySelector<HTMLElement>('[aria-label="2 of 3"]')!.style.transitionDuration).toBe('1000ms');
    unmount();
    prefersReducedMotion(true);
    const reduced = renderSlider();
    fireEvent.click(screen.getByLabelText('Next slide'));
    expect(reduced.container.querySelector<HTMLElement>('[aria-label="2 of 3"]')!.style.transitionDuration).toBe('0ms');
  });

  it('goes to a slide from its button', () => {
    const { current } = renderSlider();
    fireEvent.click(screen.getByRole('button', { name: /^Slide 3:/ }));
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: /^Slide 3:/ }).getAttribute('aria-current')).toBe('true');
  });

  it('pauses while the pointer is on it, controls included, and resumes when it leaves', () => {
    const { current } = renderSlider();
    const pointerTarget = screen.getByRole('button', { name: /^Slide 1:/ }).closest('.swiper')!;
    fireEvent.pointerEnter(pointerTarget, { pointerType: 'mouse' });
    wait(15_000);
    expect(current()).toBe(0);
    fireEvent.pointerLeave(pointerTarget, { pointerType: 'mouse' });
    wait(5000);
    expect(current()).toBe(1);
  });

  it('pauses while keyboard focus is inside it', () => {
    const { current } = renderSlider();
    const readMore = screen.getByRole('link', { name: /^Read More/ });
    fireEvent.focus(readMore);
    wait(15_000);
    expect(current()).toBe(0);
    fireEvent.blur(readMore, { relatedTarget: document.body });
    wait(5000);
    expect(current()).toBe(1);
  });

  it('pauses while keyboard focus is in a dialog over the page, and resumes when it closes', () => {
    const { current } = renderSlider();
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    const field = dialog.appendChild(document.createElement('input'));
    act(() => field.focus());
    wait(15_000);
    expect(current()).toBe(0);
    act(() => field.blur());
    dialog.remove();
    wait(5000);
    expect(current()).toBe(1);
  });

  it('stops and starts with the pause button', () => {
    const { current } = renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    wait(15_000);
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(5000);
    expect(current()).toBe(1);
  });

  it('does not move on its own when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    const { current } = renderSlider();
    wait(30_000);
    expect(current()).toBe(0);
    screen.getByRole('button', { name: 'Play slideshow' });
    fireEvent.click(screen.getByLabelText('Next slide'));
    expect(current()).toBe(1);
  });
});
