/**
 * The codes the site shows, checked against the code sets: no content module
 * may show a code that is no longer valid in 2026 (deletedCodes2026.ts), every
 * code in a table must have the format of its code set (codeFormats.ts), and
 * every code, diagnosis and modifier that a table shows or copy names must be
 * in the catalogues (codeCatalogue.ts, modifierCatalogue.ts), which hold its
 * descriptor and source. The modules are read as the pages read them, every
 * string of every export, with the route descriptions.
 */
import { describe, expect, it } from 'vitest';
import { blogPosts } from './blogPosts';
import { codeCatalogue } from './codeCatalogue';
import { modifierProblem, procedureCodesIn, rangeSeparators, tableCodeProblem } from './codeFormats';
import cptDescriptorWording from './cptDescriptorWording.json' with { type: 'json' };
import { deletedCodeRun } from './deletedCodes2026';
import { repeatedWording } from './descriptorWording';
import { modifierCatalogue } from './modifierCatalogue';
import { serviceCards } from './services';
import { specialtyList } from './specialtyCards';

/** Every content module of every remote (specialty pages, service pages, home and about, contact), and the route descriptions. */
const remoteModules = import.meta.glob<Record<string, unknown>>(
  ['../../../remote-*/src/content/*.ts', '../../../shell/src/content/*.ts', '!**/*.test.ts', '!**/*.d.ts'],
  { eager: true },
);

/** The shared content modules that carry text a visitor reads. */
const sharedModules: Record<string, Record<string, unknown>> = {
  'shared/src/content/blogPosts.ts': { blogPosts },
  'shared/src/content/services.ts': { serviceCards },
  'shared/src/content/specialtyCards.ts': { specialtyList },
};

const modules: Array<[string, Record<string, unknown>]> = [
  ...Object.entries(remoteModules).map(([path, exports]): [string, Record<string, unknown>] => [path.replace(/^(\.\.\/)+/, ''), exports]),
  ...Object.entries(sharedModules),
];

interface Leaf {
  path: string;
  value: unknown;
}

/** Every value in a module's exports with its path, e.g. "acupuncture.codes.rows.0.code"; a page's art (path data, not copy) is left out. */
function leaves(value: unknown, path: string): Leaf[] {
  if (path.endsWith('.art')) return [];
  if (Array.isArray(value)) return [{ path, value }, ...value.flatMap((item, index) => leaves(item, `${path}.${index}`))];
  if (value && typeof value === 'object') {
    return [{ path, value }, ...Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`))];
  }
  return [{ path, value }];
}

const allLeaves: Array<Leaf & { module: string }> = modules.flatMap(([module, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => leaves(value, name).map((leaf) => ({ ...leaf, module }))),
);

/** A list whose items all carry a string `code`, under the given key (a table of codes or modifiers). */
function codeLists(key: 'rows' | 'modifiers'): Array<{ where: string; codes: string[] }> {
  return allLeaves
    .filter((leaf) => leaf.path.endsWith(`.${key}`) && Array.isArray(leaf.value))
    .map((leaf) => ({ leaf, items: leaf.value as unknown[] }))
    .filter(({ items }) => items.length > 0 && items.every((item) => typeof (item as { code?: unknown })?.code === 'string'))
    .map(({ leaf, items }) => ({
      where: `${leaf.module}: ${leaf.path}`,
      codes: items.map((item) => (item as { code: string }).code),
    }));
}

describe('the content modules read by this test', () => {
  it('include every specialty page, service page and home module', () => {
    const paths = modules.map(([path]) => path);
    expect(paths.filter((path) => path.startsWith('remote-specialties/src/content/')).length).toBeGreaterThanOrEqual(17);
    expect(paths).toContain('remote-specialties/src/content/vascularSurgery.ts');
    expect(paths).toContain('remote-services/src/content/medicalBilling.ts');
    expect(paths).toContain('remote-home/src/content/homeFaqs.ts');
    // Each of the sixteen specialty pages has a code table and a modifier table.
    expect(codeLists('rows').length).toBeGreaterThanOrEqual(16);
    expect(codeLists('modifiers').length).toBeGreaterThanOrEqual(16);
  });
});

describe('codes deleted from the code sets', () => {
  it('appear nowhere in the site’s content', () => {
    const shown = allLeaves
      .filter((leaf): leaf is Leaf & { module: string; value: string } => typeof leaf.value === 'string')
      .flatMap((leaf) =>
        procedureCodesIn(leaf.value).flatMap((code) => {
          const run = deletedCodeRun(code);
          return run ? [`${leaf.module}: ${leaf.path} shows ${code}, deleted in CPT/HCPCS ${run.deletedIn}; use ${run.replacement}`] : [];
        }),
      );
    expect(shown).toEqual([]);
  });
});

describe('codes in tables', () => {
  it('have the format of their code set: CPT, HCPCS Level II or ICD-10-CM, single or as an ascending range', () => {
    const problems = codeLists('rows').flatMap(({ where, codes }) =>
      codes.map((code) => tableCodeProblem(code)).filter((problem) => problem !== null).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('list modifiers of two characters', () => {
    const problems = codeLists('modifiers').flatMap(({ where, codes }) =>
      codes.map((code) => modifierProblem(code)).filter((problem) => problem !== null).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

/**
 * Every string a visitor may read, with where it is; a ZIP code after its
 * state ("MT 59601", in the company's address) is not a procedure code.
 */
const texts = allLeaves
  .filter((leaf): leaf is Leaf & { module: string; value: string } => typeof leaf.value === 'string')
  .map((leaf) => ({ ...leaf, value: leaf.value.replace(/\b[A-Z]{2} \d{5}(-\d{4})?\b/g, '') }));

/** The catalogue's codes, with both ends of each range it lists. */
const catalogued = new Set(
  Object.keys(codeCatalogue).flatMap((code) => [code, ...code.split(new RegExp(`[${rangeSeparators.join('')}]`))]),
);

/** ICD-10-CM codes named in a text (a letter, two characters, a dot and more: "Z68.41", "M99.01"). */
function diagnosisCodesIn(text: string): string[] {
  return [...text.matchAll(/(?<![\w.])([A-TV-Z]\d[0-9A-Z]\.[0-9A-Z]{1,4})(?![\w])/g)].map((match) => match[1] as string);
}

/** Modifiers named in a text: "modifier 25", "modifiers 26 and TC", "93306-26", "83036-QW". */
function modifiersIn(text: string): string[] {
  const listed = [...text.matchAll(/\bmodifiers? ((?:[A-Z0-9]{2})(?:(?:, |,? and |,? or |\/)[A-Z0-9]{2}\b)*)/g)].flatMap(
    (match) => (match[1] as string).split(/, |,? and |,? or |\//),
  );
  const appended = [...text.matchAll(/\b(?:\d{5}|\d{4}[FT]|[A-Z]\d{4})-([A-Z0-9]{2})\b/g)].map((match) => match[1] as string);
  return [...listed, ...appended];
}

describe('the code catalogue behind the pages', () => {
  it('has every code and range a code table shows (the table shows the catalogue’s descriptor)', () => {
    const missing = codeLists('rows').flatMap(({ where, codes }) =>
      codes.filter((code) => !Object.hasOwn(codeCatalogue, code)).map((code) => `${where}: ${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('has every modifier a modifier table shows', () => {
    const missing = codeLists('modifiers').flatMap(({ where, codes }) =>
      codes.filter((code) => !Object.hasOwn(modifierCatalogue, code)).map((code) => `${where}: ${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('has every procedure code and diagnosis code that copy names', () => {
    const missing = texts.flatMap((leaf) =>
      [...procedureCodesIn(leaf.value), ...diagnosisCodesIn(leaf.value)]
        .filter((code) => !catalogued.has(code))
        .map((code) => `${leaf.module}: ${leaf.path} names ${code}, which the code catalogue lacks`),
    );
    expect(missing).toEqual([]);
  });

  it('has every modifier that copy names', () => {
    const missing = texts.flatMap((leaf) =>
      modifiersIn(leaf.value)
        .filter((modifier) => !Object.hasOwn(modifierCatalogue, modifier))
        .map((modifier) => `${leaf.module}: ${leaf.path} names modifier ${modifier}, which the modifier catalogue lacks`),
    );
    expect(missing).toEqual([]);
  });

  it('lists nothing the site does not show', () => {
    const tableCodes = new Set(codeLists('rows').flatMap(({ codes }) => codes));
    const named = new Set(texts.flatMap((leaf) => [...procedureCodesIn(leaf.value), ...diagnosisCodesIn(leaf.value)]));
    // A range no table shows is named when copy names it, both its ends ("99341–99350").
    const ends = (code: string) => code.split(new RegExp(`[${rangeSeparators.join('')}]`));
    const unused = Object.keys(codeCatalogue).filter((code) => !tableCodes.has(code) && !ends(code).every((end) => named.has(end)));
    expect(unused).toEqual([]);
    const shownModifiers = new Set([
      ...codeLists('modifiers').flatMap(({ codes }) => codes),
      ...texts.flatMap((leaf) => modifiersIn(leaf.value)),
    ]);
    expect(Object.keys(modifierCatalogue).filter((modifier) => !shownModifiers.has(modifier))).toEqual([]);
  });

  it('is what these checks read: a code, a diagnosis and modifiers in copy are found', () => {
    expect(procedureCodesIn('critical care 99291 and 99292, ranges 99202–99205')).toEqual(['99291', '99292', '99202', '99205']);
    expect(diagnosisCodesIn('BMI Z68.41 with Z79.4, not G0447 or 2.5 cm')).toEqual(['Z68.41', 'Z79.4']);
    expect(modifiersIn('modifier 25, modifiers 26 and TC, modifiers GA, GZ or GY, 93306-26 and 83036-QW')).toEqual([
      '25',
      '26',
      'TC',
      'GA',
      'GZ',
      'GY',
      '26',
      'QW',
    ]);
  });
});

describe('CPT wording in the copy', () => {
  // Only runs of five words: a modifier's short name ("decision for surgery") is the ordinary term for it in a sentence.
  it('is the company’s own: no copy repeats a run of five words of the AMA descriptors the tables once showed', () => {
    const repeated = texts.flatMap((leaf) =>
      repeatedWording(leaf.value, { ...cptDescriptorWording, short: [] }).map((run) => `${leaf.module}: ${leaf.path} repeats “${run}”`),
    );
    expect(repeated).toEqual([]);
  });
});
