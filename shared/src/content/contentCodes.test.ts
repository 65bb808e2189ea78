/**
 * The codes the site shows, checked against the code sets: no content module
 * may show a code that is no longer valid in 2026 (deletedCodes2026.ts), and
 * every code in a table must have the format of its code set (codeFormats.ts).
 * The modules are read as the pages read them, every string of every export.
 */
import { describe, expect, it } from 'vitest';
import { blogPosts } from './blogPosts';
import { modifierProblem, procedureCodesIn, tableCodeProblem } from './codeFormats';
import { deletedCodeRun } from './deletedCodes2026';
import { serviceCards } from './services';
import { specialtyList } from './specialtyCards';

/** Every content module of every remote (specialty pages, service pages, home and about, contact). */
const remoteModules = import.meta.glob<Record<string, unknown>>(
  ['../../../remote-*/src/content/*.ts', '!**/*.test.ts', '!**/*.d.ts'],
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

/** Every value in a module's exports with its path, e.g. "acupuncture.codes.rows.0.code". */
function leaves(value: unknown, path: string): Leaf[] {
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
