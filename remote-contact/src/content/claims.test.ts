import { describe, expect, it } from 'vitest';
import { claimsStatedAsCeiling, strayFigures, strayServiceTimes, stringsIn } from 'shared/content/claimRules';

/** Every content module of this app, by file. */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./types.ts'], { eager: true });

/**
 * Figures that are not the company's claims: sourced industry and payer
 * facts, each phrase as the copy states it.
 */
const industryFacts: readonly RegExp[] = [
  // Commercial credentialing times (enrollmentCredentialing.ts cites them).
  /commonly takes 60–120 days/,
];

/** Times that are not the company's service levels. */
const industryTimes: readonly RegExp[] = [];

describe('figures in the copy', () => {
  it.each(Object.entries(modules))('%s states only the company’s claims, as the claims state them', (_, module) => {
    const copy = stringsIn(module).join('\n');
    expect(strayFigures(copy, industryFacts)).toEqual([]);
    expect(claimsStatedAsCeiling(copy)).toEqual([]);
  });
});

describe('service times in the copy', () => {
  it.each(Object.entries(modules))('%s states a turnaround only as one of the company’s service levels', (_, module) => {
    expect(strayServiceTimes(stringsIn(module).join('\n'), [...industryFacts, ...industryTimes])).toEqual([]);
  });
});
