/**
 * The catalogues themselves: every entry has the format of the code set it
 * claims, none is a code deleted for 2026, and each names its source.
 * (contentCodes.test.ts checks the pages against them.)
 */
import { describe, expect, it } from 'vitest';
import { codeCatalogue, codeSources, type CatalogueEntry } from './codeCatalogue';
import { codeSetOf, modifierProblem, rangeSeparators, tableCodeProblem } from './codeFormats';
import { deletedCodeRun } from './deletedCodes2026';
import { modifierCatalogue, modifierSources } from './modifierCatalogue';

const entries = Object.entries(codeCatalogue) as Array<[string, CatalogueEntry]>;
const endpoints = (code: string) => code.split(new RegExp(`[${rangeSeparators.join('')}]`));

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

  it('gives every entry a descriptor and a named source', () => {
    for (const [code, entry] of entries) {
      expect(entry.descriptor.trim().length, code).toBeGreaterThan(10);
      expect(codeSources[entry.source], code).toBeTruthy();
    }
  });
});

describe('the modifier catalogue', () => {
  it('holds two-character modifiers, each with a descriptor and a named source', () => {
    for (const [modifier, entry] of Object.entries(modifierCatalogue)) {
      expect(modifierProblem(modifier)).toBeNull();
      expect(entry.descriptor.trim().length, modifier).toBeGreaterThan(5);
      expect(modifierSources[entry.source], modifier).toBeTruthy();
    }
  });
});
