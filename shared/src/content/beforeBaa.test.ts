/**
 * Nothing on the site invites protected health information before a BAA: no
 * copy offers "de-identified reports" (which a practice would read as its
 * reports with the names taken out), and what a practice can send instead is
 * defined once, with the identifiers it leaves out.
 */
import { describe, expect, it } from 'vitest';
import { stringsIn } from './claimRules';
import { reviewBeforeBaa, summaryFigures } from './beforeBaa';
import { blogPosts } from './blogPosts';

const contentModules = import.meta.glob<Record<string, unknown>>(
  ['../../../remote-*/src/content/*.ts', '../../../shell/src/content/*.ts', '!**/*.test.ts', '!**/*.d.ts'],
  { eager: true },
);
/** The pages' and sections' source, where some copy is written in JSX. */
const sources = import.meta.glob<string>(
  ['../../../remote-*/src/{pages,sections}/*.tsx', '../../../shell/src/{pages,layout}/*.tsx', '../../src/{blocks,ui}/*.tsx', '!**/*.test.tsx'],
  { eager: true, query: '?raw', import: 'default' },
);

describe('what a practice can send before a BAA', () => {
  it('leaves out every identifier a claim-level report keeps', () => {
    for (const identifier of ['patient names', 'dates of service', 'account, claim or member numbers']) {
      expect(summaryFigures.definition).toContain(identifier);
    }
    expect(summaryFigures.definition).toMatch(/^totals by payer, aging bucket/);
    expect(reviewBeforeBaa).toContain(summaryFigures.definition);
    expect(reviewBeforeBaa).toMatch(/or from your own reports once a BAA is signed$/);
  });

  it('is never offered as "de-identified reports", in content or in the pages’ own copy', () => {
    expect(Object.keys(contentModules).length).toBeGreaterThan(30);
    expect(Object.keys(sources).length).toBeGreaterThan(30);
    const offers = [
      ...Object.entries(contentModules).flatMap(([path, module]) => stringsIn(module).map((text) => [path, text] as const)),
      ...stringsIn(blogPosts).map((text) => ['blogPosts.ts', text] as const),
      ...Object.entries(sources),
    ].filter(([, text]) => /de-?identified/i.test(text));
    expect(offers.map(([path]) => path)).toEqual([]);
  });
});
