import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type * as Shared from 'shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqSection } from './FaqSection';

// Record how Reveal is asked to move what it wraps.
vi.mock('shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  Reveal: ({ children, distance = 30 }: { children: ReactNode; distance?: number }) => (
    <div data-reveal-distance={distance}>{children}</div>
  ),
}));

const content = {
  heading: 'FAQs About The Service',
  intro: 'What practices ask us.',
  items: [
    { question: 'First question?', answer: 'First answer.' },
    { question: 'Second question?', answer: 'Second answer.' },
  ],
};

afterEach(cleanup);

describe('FaqSection', () => {
  it('slides its heading in from 50 px away', () => {
    render(<FaqSection content={content} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'FAQs About The Service' });
    expect(heading.closest('[data-reveal-distance]')?.getAttribute('data-reveal-distance')).toBe('50');
  });

  it('is a region named by its heading, with each question as an h3', () => {
    render(<FaqSection content={content} />);
    const region = screen.getByRole('region', { name: 'FAQs About The Service' });
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.map((question) => question.textContent)).toEqual(['First question?', 'Second question?']);
    expect(region.contains(questions[0] ?? null)).toBe(true);
  });
});
