/**
 * Codes that are no longer valid for dates of service on or after January 1, 2026,
 * of the kinds this site might show. This is the one list of them: the content
 * tests (contentCodes.test.ts) fail when any content module shows one.
 *
 * Sources:
 * - AMA, CPT 2026 code set (Professional Edition, effective January 1, 2026) and
 *   the CMS CY 2026 Physician Fee Schedule final rule (CMS-1832-F) with its code
 *   addenda: lower-extremity endovascular revascularization 37220–37235 deleted and
 *   replaced by 37254–37299; hearing aid services 92590–92595 deleted and replaced
 *   by the hearing device service codes (see also the ASHA and American Academy of
 *   Audiology notices on the 2026 hearing device codes).
 * - AMA, CPT 2025 code set: telephone E/M 99441–99443 deleted (audio-only visits
 *   are 98008–98015).
 * - AMA, CPT 2023 code set (E/M revisions for hospital, observation, consultation,
 *   nursing facility, home and prolonged services).
 * - AMA, CPT 2021 code set (office E/M revisions): 99201 deleted.
 *
 * A run of codes is listed by its first and last code; a single code has the same
 * code twice. Only codes of the same kind and length are compared.
 */
export interface DeletedCodeRun {
  /** First and last code of the run (equal for a single code). */
  first: string;
  last: string;
  /** The code set year whose release deleted them (effective January 1). */
  deletedIn: 2021 | 2023 | 2025 | 2026;
  /** What is reported instead. */
  replacement: string;
}

export const deletedCodes: readonly DeletedCodeRun[] = [
  {
    first: '37220',
    last: '37235',
    deletedIn: 2026,
    replacement:
      '37254–37299, organized by vascular territory (iliac; femoral and popliteal; tibial and peroneal; inframalleolar) and lesion complexity (straightforward stenosis or complex occlusion)',
  },
  {
    first: '92590',
    last: '92595',
    deletedIn: 2026,
    replacement: 'the twelve hearing device service codes, most of them time-based, such as 92628 (candidacy evaluation) and 92631 (hearing aid selection)',
  },
  { first: '99441', last: '99443', deletedIn: 2025, replacement: 'audio-only E/M visits 98008–98015' },
  { first: '99217', last: '99220', deletedIn: 2023, replacement: 'hospital inpatient or observation care 99221–99223 and discharge 99238–99239' },
  { first: '99224', last: '99226', deletedIn: 2023, replacement: 'subsequent hospital inpatient or observation care 99231–99233' },
  { first: '99241', last: '99241', deletedIn: 2023, replacement: 'office or outpatient consultations 99242–99245' },
  { first: '99251', last: '99251', deletedIn: 2023, replacement: 'inpatient or observation consultations 99252–99255' },
  { first: '99318', last: '99318', deletedIn: 2023, replacement: 'subsequent nursing facility care 99307–99310' },
  { first: '99324', last: '99328', deletedIn: 2023, replacement: 'new patient home or residence visits 99341, 99342, 99344 and 99345' },
  { first: '99334', last: '99337', deletedIn: 2023, replacement: 'established patient home or residence visits 99347–99350' },
  { first: '99339', last: '99340', deletedIn: 2023, replacement: 'care management services, such as chronic care management' },
  { first: '99343', last: '99343', deletedIn: 2023, replacement: 'new patient home or residence visits 99341, 99342, 99344 and 99345' },
  { first: '99354', last: '99357', deletedIn: 2023, replacement: 'prolonged services 99417 and 99418 (G2212 and G0316 for Medicare)' },
  { first: '99201', last: '99201', deletedIn: 2021, replacement: 'new patient office visits 99202–99205' },
];

/** The shape of a code with its digits blanked: "99999" for 37224, "G9999" for G0447. */
const shape = (code: string) => code.replace(/\d/g, '9');

/** The run a code belongs to, when the code is no longer valid; undefined otherwise. */
export function deletedCodeRun(code: string): DeletedCodeRun | undefined {
  return deletedCodes.find((run) => shape(code) === shape(run.first) && code >= run.first && code <= run.last);
}
