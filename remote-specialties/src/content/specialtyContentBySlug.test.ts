import { specialtyList } from 'shared';
import { describe, expect, it } from 'vitest';
import { modifierProblem, tableCodeProblem } from '../../../shared/src/content/codeFormats';
import { codeCatalogue } from '../../../shared/src/content/codeCatalogue';
import { deletedCodeRun } from '../../../shared/src/content/deletedCodes2026';
import { modifierEntry } from '../../../shared/src/content/modifierCatalogue';
import type { SpecialtyContent } from './specialtyContent';
import { findSpecialtyContent, specialtyContentBySlug } from './specialtyContentBySlug';
import { loadSpecialtyContent, specialtyContentLoaders } from './specialtyContentLoaders';

/**
 * Ranges use an en dash, as the pages show them. The code-set formats and the list of deleted
 * codes are shared with the site-wide content test (shared/src/content/contentCodes.test.ts).
 */
const rangeSeparator = '–';

/** Why a table code is invalid for a specialty page, or null: a well-formed code or range, written with an en dash. */
function codeProblem(code: string): string | null {
  const problem = tableCodeProblem(code);
  if (problem) return problem;
  if (code.includes('-')) return `"${code}" writes its range with a hyphen; the pages use an en dash`;
  return null;
}

const modules = Object.entries(specialtyContentBySlug) as Array<[string, SpecialtyContent]>;

/** All text a visitor reads on the page, to search for the statements the spec requires. */
function pageText(content: SpecialtyContent): string {
  return JSON.stringify(content);
}

describe('code format checks', () => {
  it('accept real code shapes and ascending ranges', () => {
    for (const code of ['97810', '3044F', '0591T', 'G0447', 'E0601', '00100–01999', '99281–99285']) {
      expect(codeProblem(code), code).toBeNull();
    }
  });

  it('reject malformed codes and ranges', () => {
    for (const code of ['9781', '978100', 'G044', 'GG447', '1234X', '99285–99281', '99281-99285', 'E0601–99285', '99281–99281']) {
      expect(codeProblem(code), code).not.toBeNull();
    }
  });
});

describe('the sixteen specialty content modules', () => {
  it('cover every specialty of the shared list, each under its own slug', () => {
    expect(Object.keys(specialtyContentBySlug).sort()).toEqual(specialtyList.map((item) => item.slug).sort());
    for (const [slug, content] of modules) expect(content.slug).toBe(slug);
    expect(findSpecialtyContent('cardiology')).toBe(specialtyContentBySlug.cardiology);
    expect(findSpecialtyContent('toString')).toBeUndefined();
    expect(findSpecialtyContent('podiatry')).toBeUndefined();
  });

  describe.each(modules)('%s', (slug, content) => {
    it('has every required field filled in', () => {
      const texts = [
        content.summary,
        content.overview.heading,
        ...content.overview.paragraphs,
        ...content.overview.highlights,
        content.focus.heading,
        content.focus.intro,
        ...content.focus.points,
        content.modifiers.mainHeading,
        content.modifiers.intro,
        content.codes.heading,
        content.codes.intro,
        content.codes.note,
        content.detail.mainHeading,
        content.detail.description,
        content.detail.keyRequirements.heading,
        ...content.detail.keyRequirements.points,
        content.expertise.heading,
        content.expertise.intro,
        content.callToAction.heading,
        content.callToAction.text,
        ...content.billingSections.flatMap((section) => [
          section.heading,
          ...section.items.flatMap((item) => [item.label, item.description]),
        ]),
        ...content.expertise.items.flatMap((item) => [item.label, item.description]),
      ];
      for (const text of texts) expect(text.trim().length, `empty text on ${slug}`).toBeGreaterThan(0);
      expect(content.overview.paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(content.focus.points.length).toBeGreaterThanOrEqual(6);
      expect(content.billingSections.length).toBeGreaterThanOrEqual(1);
      expect(content.detail.keyRequirements.points.length).toBeGreaterThanOrEqual(4);
      expect(content.expertise.items.length).toBeGreaterThanOrEqual(3);
    });

    it('shows at least 6 well-formed modifiers, none twice', () => {
      const codes = content.modifiers.modifiers.map((modifier) => modifier.code);
      expect(codes.length).toBeGreaterThanOrEqual(6);
      for (const code of codes) expect(modifierProblem(code), code).toBeNull();
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(modifierEntry(code), code).toBeDefined();
    });

    it('gives every modifier a use case, except anesthesia modifiers, which have none', () => {
      for (const modifier of content.modifiers.modifiers) {
        if (slug === 'anesthesiology') expect(modifier.useCase, modifier.code).toBeUndefined();
        else expect(modifier.useCase?.trim(), modifier.code).toBeTruthy();
      }
    });

    it('shows at least 8 well-formed procedure codes, none twice', () => {
      const codes = content.codes.rows.map((row) => row.code);
      expect(codes.length).toBeGreaterThanOrEqual(8);
      for (const code of codes) expect(codeProblem(code), code).toBeNull();
      for (const code of codes.flatMap((entry) => entry.split(rangeSeparator))) expect(deletedCodeRun(code), code).toBeUndefined();
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(Object.hasOwn(codeCatalogue, code), code).toBe(true);
    });

    it('highlights exactly the one-per-session acupuncture initial codes, with a label', () => {
      for (const row of content.codes.rows) {
        expect(Boolean(row.highlight), row.code).toBe(row.code === '97810' || row.code === '97813');
      }
      if (content.codes.rows.some((row) => row.highlight)) expect(content.codes.highlightLabel?.trim()).toBeTruthy();
    });

    it('links "more details" only to a page of this site', () => {
      const link = content.detail.moreDetailsLink;
      if (!link) return;
      expect(link.url).toMatch(/^\/[a-z-]+$/);
      expect(link.text.trim()).not.toBe('');
      expect(link.label.trim()).not.toBe('');
    });

    it(slug === 'cardiology' ? 'has key requirements only' : 'has coverage conditions', () => {
      if (slug === 'cardiology') {
        expect(content.detail.coverageConditions).toBeUndefined();
      } else {
        expect(content.detail.coverageConditions?.heading.trim()).toBeTruthy();
        expect(content.detail.coverageConditions?.points.length).toBeGreaterThanOrEqual(4);
      }
    });
  });
});

describe('the notable billing statements of the spec', () => {
  const statements: Record<string, RegExp[]> = {
    acupuncture: [
      /only one initial code, 97810 or 97813, is reported per session/i,
      /time-based codes must match the face-to-face time documented/i,
      /no more than 20 acupuncture visits a year/i,
    ],
    allergy: [/95004 \(percutaneous\) and 95024 \(intradermal\) are quantity-based/i],
    anesthesiology: [
      /anesthesia billing is time-based/i,
      /00100–01999/,
      /1 time unit per 15 minutes/i,
      /total units = base units \+ time units \+ modifying units/i,
      /medical direction covers 2–4 concurrent cases/i,
    ],
    'emergency-medicine': [
      /visits 99281–99285 are leveled by medical decision making/i,
      /2023 E\/M guidelines/,
      /time/i,
      /99291 for the first 30–74 minutes, then 99292 for each additional 30 minutes/i,
    ],
    'durable-medical-equipment': [
      /HCPCS Level II codes in the E, A, K, L, B and Q ranges/,
      /face-to-face encounter with the treating practitioner within the 6 months/i,
      /13-month capped rental/i,
    ],
    bariatrics: [
      /obesity is a BMI of 30 or more/i,
      /morbid obesity is a BMI of 40 or more, or 35 or more with obesity-related comorbidities/i,
      /G0447: up to 22 visits a year/,
      /adults with a BMI of 30 or more/i,
      /15–30 minutes and 99409 \(G0397\) for over 30 minutes/,
    ],
  };

  it.each(Object.entries(statements))('%s states them all', (slug, patterns) => {
    const content = findSpecialtyContent(slug);
    expect(content).toBeDefined();
    const text = pageText(content as SpecialtyContent);
    for (const pattern of patterns) expect(text, String(pattern)).toMatch(pattern);
  });

  it('cardiology covers global periods and E&M services', () => {
    const text = pageText(specialtyContentBySlug.cardiology);
    for (const label of ['0-day global', '10-day global', '90-day global']) expect(text).toContain(label);
    for (const topic of [
      'New patient visits',
      'Established patient visits',
      'Hospital consultations and follow-ups',
      'Emergency and critical care evaluations',
    ]) {
      expect(text).toContain(topic);
    }
  });
});

describe('findings of the 2026 coding review', () => {
  const row = (slug: keyof typeof specialtyContentBySlug, code: string) =>
    specialtyContentBySlug[slug].codes.rows.find((entry) => entry.code === code);

  /** The description a specialty's code table shows for a code (undefined when the table lacks it). */
  const shown = (slug: keyof typeof specialtyContentBySlug, code: keyof typeof codeCatalogue) =>
    row(slug, code) && codeCatalogue[code].description;

  it('allergy: 95017 is venom testing and 95018 drug or biological testing', () => {
    expect(shown('allergy', '95017')).toMatch(/with insect venoms/);
    expect(shown('allergy', '95017')).not.toMatch(/drugs/);
    expect(shown('allergy', '95018')).toMatch(/with drugs or biologicals/);
  });

  it('vascular surgery: iliac atherectomy is 0238T, outside the iliac range, whose treatments are angioplasty and stents', () => {
    const [treatments, rest] = shown('vascular-surgery', '37254–37262')?.split('. Iliac atherectomy') ?? [];
    expect(treatments).toMatch(/angioplasty or a stent/);
    expect(treatments).not.toMatch(/atherectomy/);
    expect(rest).toMatch(/is not in this range: it is 0238T/);
    expect(shown('vascular-surgery', '0238T')).toMatch(/^Atherectomy of an iliac artery/);
    const text = pageText(specialtyContentBySlug['vascular-surgery']);
    expect(text).toMatch(/Iliac atherectomy is not in the family: it is reported with the Category III code 0238T/);
    expect(text).not.toMatch(/In each territory the first vessel treated takes a primary code/);
  });

  it('addiction medicine: G2086–G2088 treat a substance use disorder, and the add-on G2088 is shown', () => {
    for (const code of ['G2086', 'G2087', 'G2088'] as const) {
      expect(shown('addiction-medicine', code), code).toMatch(/^Office-based treatment for a substance use disorder/);
    }
    expect(pageText(specialtyContentBySlug['addiction-medicine'])).not.toMatch(/office-based opioid treatment/i);
  });

  it('family practice: the annual wellness visit codes say "personalized prevention plan of service (pps)"', () => {
    for (const code of ['G0438', 'G0439'] as const) expect(shown('family-practice', code), code).toMatch(/personalized prevention plan of service \(pps\)/);
    expect(pageText(specialtyContentBySlug['family-practice'])).not.toMatch(/PPPS/);
  });

  it('cardiology: modifier 78 is for a related return to the procedure room, not unrelated care', () => {
    const text = pageText(specialtyContentBySlug.cardiology);
    expect(text).not.toMatch(/unrelated care (carries|takes) 24, 79 or 78/);
    const requirement = specialtyContentBySlug.cardiology.detail.keyRequirements.points.find((point) => point.includes('78'));
    expect(requirement).toMatch(/unplanned return to the procedure room for a related procedure carries 78/);
  });

  it('vascular surgery: lower-extremity revascularization shown by the four 2026 territories', () => {
    const codes = specialtyContentBySlug['vascular-surgery'].codes.rows.map((entry) => entry.code);
    expect(codes).toEqual(expect.arrayContaining(['37254–37262', '37263–37279', '37280–37295', '37296–37299']));
    expect(pageText(specialtyContentBySlug['vascular-surgery'])).toMatch(/straightforward lesion is a stenosis and a complex lesion is an occlusion/);
  });

  it('audiology: hearing aid services carry the 2026 codes', () => {
    const codes = specialtyContentBySlug.audiology.codes.rows.map((entry) => entry.code);
    expect(codes).toEqual(expect.arrayContaining(['92628', '92631']));
  });
});

describe('specialty content loaded per page', () => {
  it('loads, for every slug, the same content as the full table, and nothing for unknown slugs', async () => {
    expect(Object.keys(specialtyContentLoaders).sort()).toEqual(Object.keys(specialtyContentBySlug).sort());
    for (const [slug, content] of Object.entries(specialtyContentBySlug)) {
      expect(await loadSpecialtyContent(slug)).toBe(content);
    }
    expect(await loadSpecialtyContent('toString')).toBeUndefined();
    expect(loadSpecialtyContent('cardiology')).toBe(loadSpecialtyContent('cardiology'));
  });
});
