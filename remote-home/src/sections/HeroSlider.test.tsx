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
  const current = () => slides().findIndex((slide) => slide.hasAttribute('data-active'));
  return { ...view, slides, current };
}

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
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
      act(() => vi.advanceTimersByTime(5000));
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
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(0);
  });

  it('moves with the arrows, wrapping both ways, and ignores clicks for 1 s after a change', () => {
    const { current } = renderSlider();
    // The arrows show on large screens only (CSS), so they count as hidden in this small window.
    const previous = screen.getByLabelText('Previous slide');
    const next = screen.getByLabelText('Next slide');
    fireEvent.click(previous);
    expect(current()).toBe(2);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(next);
    expect(current()).toBe(0);
  });

  it('goes to a slide from its button', () => {
    const { current } = renderSlider();
    fireEvent.click(screen.getByRole('button', { name: /^Slide 3:/ }));
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: /^Slide 3:/ }).getAttribute('aria-current')).toBe('true');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    const { current } = renderSlider();
    const hero = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(hero);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('pauses while keyboard focus is inside it', () => {
    const { current } = renderSlider();
    const readMore = screen.getByRole('link', { name: /^Read More/ });
    fireEvent.focus(readMore);
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toBe(0);
    fireEvent.blur(readMore, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('stops and starts with the pause button', () => {
    const { current } = renderSlider();
    const hero = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.mouseLeave(hero);
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('does not move on its own when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    const { current } = renderSlider();
    act(() => vi.advanceTimersByTime(30_000));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Next slide'));
    expect(current()).toBe(1);
  });
});
