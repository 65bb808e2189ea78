import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codingNotices } from '../content/company';
import { CodingNotice, namesCptCode } from './CodingNotice';

describe('namesCptCode', () => {
  it.each([
    ['a CPT range', 'levels 99212–99215', true],
    ['a Category II code', 'report 3044F', true],
    ['a Category III code', 'iliac atherectomy, 0238T', true],
    ['a HCPCS Level II code only', 'G0447 counseling and E0601', false],
    ['a ZIP code', 'Helena, MT 59601', false],
    ['no code', 'Rules as of November 2026', false],
  ])('%s', (_, text, names) => {
    expect(namesCptCode(text)).toBe(names);
  });
});

describe('CodingNotice', () => {
  it('shows the notices asked for, from the company facts, and nothing when none is', () => {
    const { container, rerender } = render(<CodingNotice rules cpt />);
    expect(screen.getByText(codingNotices.rules)).toBeTruthy();
    expect(screen.getByText(codingNotices.cpt)).toBeTruthy();
    rerender(<CodingNotice rules />);
    expect(screen.queryByText(codingNotices.cpt)).toBeNull();
    rerender(<CodingNotice />);
    expect(container.textContent).toBe('');
  });

  it('words the notices for the current code year', () => {
    expect(codingNotices.rules).toBe(`Rules as of ${codingNotices.rulesAsOf}; for information, not coding advice.`);
    expect(codingNotices.cpt).toContain(`CPT® ${codingNotices.codeYear}, copyright ${codingNotices.codeYear - 1} American Medical Association. All rights reserved.`);
    expect(codingNotices.cpt).toMatch(/^CPT® is a registered trademark of the American Medical Association\./);
  });
});
