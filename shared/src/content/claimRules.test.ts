import { describe, expect, it } from 'vitest';
import { serviceLevels } from './claims';
import { claimsStatedAsCeiling, figuresIn, strayFigures, strayServiceTimes, stringsIn } from './claimRules';

describe('claim rules', () => {
  it('reads percentages, day counts and year counts as copy writes them', () => {
    expect(figuresIn('A 97.02% rate, live within 7 days, 15+ years, a 90-day global, 10 business days')).toEqual([
      '97.02%',
      '7 days',
      '15+ years',
      '90 days',
      '10 days',
    ]);
  });

  it.each([
    ['a claim, as stated', 'A 99% clean claim ratio, onboarding within 7 days, 15+ years of billing.', []],
    ['a figure of its own', 'A 98% clean claim ratio and a 35% revenue increase.', ['98%', '35%']],
    ['a timeline of its own', 'Live within 5 days.', ['5 days']],
    ['a named industry fact', 'Medicare redeterminations are filed within 120 days.', []],
  ])('%s', (_, text, stray) => {
    expect(strayFigures(text, [/within 120 days/])).toEqual(stray);
  });

  it('finds a claim stated as a ceiling, which contradicts its average', () => {
    expect(claimsStatedAsCeiling('Clients see up to a 30% revenue increase.')).toEqual(['30%']);
    expect(claimsStatedAsCeiling('A 30% revenue increase on average.')).toEqual([]);
  });

  it('collects the strings of a content module', () => {
    expect(stringsIn({ a: 'one', b: ['two', { c: 'three', d: 4 }] })).toEqual(['one', 'two', 'three']);
  });

  it.each([
    ['a turnaround of its own', 'Questions answered within one business day; claims out in 48 hours.', ['within one business day', 'in 48 hours']],
    ['a cadence of its own', 'Daily reconciliation, research starting the same day, weekly follow-up.', ['Daily', 'the same day', 'weekly']],
    ['a service level, as stated', `Questions answered ${serviceLevels.replies.phrase}; posting summaries ${serviceLevels.reconciliation.phrase}.`, []],
    ['a named payer rule', 'Plans decide within 72 hours.', []],
  ])('service times: %s', (_, text, stray) => {
    expect(strayServiceTimes(text, [/within 72 hours/])).toEqual(stray);
  });
});
