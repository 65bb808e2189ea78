/**
 * The catalogues themselves: every entry has the format of the code set it
 * claims, none is a code deleted for 2026, each names its source, and every
 * CPT code and modifier is described in the company's own words, never the
 * AMA's. (contentCodes.test.ts checks the pages against them.)
 */
import { describe, expect, it } from 'vitest';
import { codeCatalogue, codeSources, type CatalogueEntry } from './codeCatalogue';
import { codeSetOf, modifierProblem, rangeSeparators, tableCodeProblem } from './codeFormats';
import cptDescriptorWording from './cptDescriptorWording.json' with { type: 'json' };
import { deletedCodeRun } from './deletedCodes2026';
import { cptPhrasingIn, fingerprint, repeatedWording, wordingHash, type DescriptorWording } from './descriptorWording';
import { modifierCatalogue, modifierSources, type ModifierEntry } from './modifierCatalogue';

const entries = Object.entries(codeCatalogue) as Array<[string, CatalogueEntry]>;
const modifiers = Object.entries(modifierCatalogue) as Array<[string, ModifierEntry]>;
const endpoints = (code: string) => code.split(new RegExp(`[${rangeSeparators.join('')}]`));
const amaWording: DescriptorWording = cptDescriptorWording;

/** Every CPT code and modifier with the summary the site shows for it. */
const cptSummaries: Array<[string, string]> = [
  ...entries.filter(([, entry]) => entry.set.startsWith('CPT')).map(([code, entry]): [string, string] => [code, entry.description]),
  ...modifiers.filter(([, entry]) => entry.set === 'CPT').map(([modifier, entry]): [string, string] => [`modifier ${modifier}`, entry.description]),
];

/** What is wrong with a CPT summary's wording: the AMA descriptors' runs of words it repeats, and CPT's descriptor style. */
export function summaryProblems(summary: string): string[] {
  return [
    ...repeatedWording(summary, amaWording).map((run) => `repeats the AMA descriptors’ wording “${run}”`),
    ...cptPhrasingIn(summary).map((phrase) => `uses CPT’s descriptor style “${phrase}”`),
  ];
}

describe('the code catalogue', () => {
  it('holds codes and ranges well formed, each in the code set it names', () => {
    const problems = entries.flatMap(([code, entry]) => {
      const problem = tableCodeProblem(code);
      if (problem) return [problem];
      const set = codeSetOf(endpoints(code)[0] ?? '');
      return set === entry.set ? [] : [`${code} is listed as ${entry.set} but has the format of ${set}`];
    });
    expect(problems).toEqual([]);
  });

  it('holds no code deleted from the 2026 code sets', () => {
    const deleted = entries.flatMap(([code]) => endpoints(code).filter((part) => deletedCodeRun(part)));
    expect(deleted).toEqual([]);
  });

  it('gives every entry a description and a named source', () => {
    for (const [code, entry] of entries) {
      expect(entry.description.trim().length, code).toBeGreaterThan(10);
      expect(codeSources[entry.source], code).toBeTruthy();
    }
  });

  it('describes CPT codes in the company’s words, HCPCS Level II and ICD-10-CM codes in their official (public-domain) words', () => {
    for (const [code, entry] of entries) expect(entry.wording, code).toBe(entry.set.startsWith('CPT') ? 'summary' : 'official');
  });
});

describe('the modifier catalogue', () => {
  it('holds two-character modifiers, each with a description and a named source', () => {
    for (const [modifier, entry] of modifiers) {
      expect(modifierProblem(modifier)).toBeNull();
      expect(entry.description.trim().length, modifier).toBeGreaterThan(5);
      expect(modifierSources[entry.source], modifier).toBeTruthy();
      expect(entry.wording, modifier).toBe(entry.set === 'CPT' ? 'summary' : 'official');
    }
  });
});

describe('CPT in our own words', () => {
  it('keeps fingerprints of the AMA descriptors, not their text', () => {
    // 162 code and 26 modifier descriptors gave about 1,800 distinct runs of five words.
    expect(amaWording.runs.length).toBeGreaterThan(1500);
    expect(amaWording.runs.every((hash) => /^[0-9a-f]{12}$/.test(hash))).toBe(true);
    expect(amaWording.short.every((entry) => /^[0-9a-f]{12}$/.test(entry.hash) && entry.words >= 3 && entry.words < 5)).toBe(true);
  });

  it.each(cptSummaries)('%s: the summary repeats no AMA descriptor wording and uses no CPT descriptor style', (_, summary) => {
    expect(summaryProblems(summary)).toEqual([]);
  });

  it('finds a summary that repeats a descriptor’s words, or writes in CPT’s style', () => {
    // A made-up descriptor stands in for the AMA's: the check is the same.
    const stored = fingerprint(['Widget calibration of the left flange; first seven minutes', 'Flange review only'], 'test');
    expect(repeatedWording('We bill widget calibration of the left flange once a day.', stored)).toEqual(['widget calibration of the left', 'calibration of the left flange']);
    expect(repeatedWording('Calibrating a flange on the left, for up to seven minutes.', stored)).toEqual([]);
    expect(repeatedWording('A flange review only, billed once.', stored)).toEqual(['flange review only']);
    expect(cptPhrasingIn('Knee injection; with or without imaging, each additional joint (eg, hip)')).toEqual([';', '(eg', 'with or without', 'each additional']);
    expect(wordingHash('flange review only')).toBe(stored.short[0]?.hash);
  });
});
