import { describe, expect, it } from 'vitest';
import { codeSetOf, modifierProblem, procedureCodesIn, tableCodeProblem } from './codeFormats';
import { deletedCodeRun, deletedCodes } from './deletedCodes2026';

describe('code set formats', () => {
  it('name the set of well-formed codes', () => {
    expect(codeSetOf('97810')).toBe('CPT');
    expect(codeSetOf('00100')).toBe('CPT');
    expect(codeSetOf('3044F')).toBe('CPT Category II');
    expect(codeSetOf('0591T')).toBe('CPT Category III');
    expect(codeSetOf('G0447')).toBe('HCPCS Level II');
    expect(codeSetOf('E0601')).toBe('HCPCS Level II');
    expect(codeSetOf('Z68.41')).toBe('ICD-10-CM');
    expect(codeSetOf('I10')).toBe('ICD-10-CM');
    expect(codeSetOf('S72.001A')).toBe('ICD-10-CM');
  });

  it('accept single codes and ascending ranges with an en dash or a hyphen', () => {
    for (const code of ['97810', '3044F', '0591T', 'G0447', 'V5261', 'Z79.4', '37254–37299', '00100-01999', '99281–99285', 'Z68.30–Z68.39']) {
      expect(tableCodeProblem(code), code).toBeNull();
    }
  });

  it('reject malformed codes and ranges', () => {
    for (const code of [
      '9781', // four digits
      '978100', // six digits
      'G044', // letter and three digits
      'GG447', // two letters
      'F0447', // no HCPCS Level II section F
      '1234X', // four digits and a letter other than F or T
      'M99.0-', // an ICD-10-CM category with a placeholder dash
      'Z68.41234', // more than four characters after the dot
      '99285–99281', // descends
      '99281–99281', // a range of one
      'E0601–99285', // mixes HCPCS and CPT
      'E0601–K0001', // mixes HCPCS sections
      '99281–99283–99285', // three codes
      '',
    ]) {
      expect(tableCodeProblem(code), code).not.toBeNull();
    }
  });

  it('accept two-character modifiers only', () => {
    for (const modifier of ['25', '59', 'XS', 'RT', 'P3', 'QK']) expect(modifierProblem(modifier), modifier).toBeNull();
    for (const modifier of ['5', '259', 'xs', '-25', '']) expect(modifierProblem(modifier), modifier).not.toBeNull();
  });

  it('find procedure codes in running text, in ranges and with modifiers', () => {
    expect(procedureCodesIn('angioplasty (37224), 93880-26, 37254–37299 and G0447; Z68.41, 2026, 97.02% and 3044F.')).toEqual([
      '37224',
      '93880',
      '37254',
      '37299',
      'G0447',
      '3044F',
    ]);
  });
});

describe('the list of deleted codes', () => {
  it('names each run once, in order, with a replacement', () => {
    for (const run of deletedCodes) {
      expect(codeSetOf(run.first), run.first).toBeDefined();
      expect(codeSetOf(run.last), run.last).toBe(codeSetOf(run.first));
      expect(run.first <= run.last, `${run.first}–${run.last}`).toBe(true);
      expect(run.replacement.trim()).not.toBe('');
    }
  });

  it('holds the 2026 deletions: lower-extremity revascularization and hearing aid services', () => {
    for (const code of ['37220', '37224', '37228', '37235']) expect(deletedCodeRun(code)?.deletedIn, code).toBe(2026);
    for (const code of ['92590', '92591', '92595']) expect(deletedCodeRun(code)?.deletedIn, code).toBe(2026);
  });

  it('leaves current codes alone, including the 2026 replacements', () => {
    for (const code of ['37218', '37236', '37254', '37299', '92588', '92596', '92628', '92631', '99202', '99242', '99417', 'G0447']) {
      expect(deletedCodeRun(code), code).toBeUndefined();
    }
  });
});
