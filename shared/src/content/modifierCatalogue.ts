/**
 * The one catalogue of the modifiers the site's tables show and its copy
 * names, with what the site says each one is and its source. A specialty's
 * modifier table names a modifier and says when that specialty uses it; the
 * description comes from here, so modifier 25 reads the same on every page.
 *
 * As with codes (codeCatalogue.ts): a CPT modifier carries the company's own
 * plain-language summary, never the AMA's descriptor (codeCatalogue.test.ts
 * checks the wording); a HCPCS Level II modifier carries its official,
 * public-domain descriptor.
 */
import type { Wording } from './codeCatalogue';

export const modifierSources = {
  cpt2026: 'AMA, CPT 2026 Professional Edition, Appendix A (modifiers)',
  hcpcs2026: 'CMS, HCPCS Level II modifiers, January 2026 quarterly update',
} as const;

export type ModifierSource = keyof typeof modifierSources;

export interface ModifierEntry {
  set: 'CPT' | 'HCPCS Level II';
  /** What the modifier tables and the site search show beside the modifier. */
  description: string;
  wording: Wording;
  source: ModifierSource;
}

const cptModifier = (summary: string): ModifierEntry => ({ set: 'CPT', description: summary, wording: 'summary', source: 'cpt2026' });
const hcpcsModifier = (descriptor: string): ModifierEntry => ({ set: 'HCPCS Level II', description: descriptor, wording: 'official', source: 'hcpcs2026' });

export const modifierCatalogue = {

  // CPT modifiers (AMA CPT 2026, Appendix A), including the anesthesia physical status modifiers: the company's summaries
  '22': cptModifier('The procedure took substantially more work than usual, such as extra time, difficulty or blood loss, shown in the record.'),
  '23': cptModifier('General anesthesia for a procedure that usually needs none, or only local anesthesia.'),
  '24': cptModifier('An E/M visit in a postoperative period, by the same clinician, for a problem unrelated to the surgery.'),
  '25': cptModifier('A significant E/M service on the same day as a procedure or other service, by the same clinician, documented apart from the evaluation the procedure already includes.'),
  '26': cptModifier('The professional part of a service only, such as the physician’s reading and report of a test done on another party’s equipment.'),
  '33': cptModifier('A preventive service that plans must cover without cost sharing, such as one with a USPSTF A or B rating.'),
  '47': cptModifier('Regional or general anesthesia given by the surgeon who performs the procedure.'),
  '50': cptModifier('A procedure done on both sides of the body at the same session.'),
  '52': cptModifier('A service cut short at the clinician’s choice, so less was done than the code describes.'),
  '53': cptModifier('A procedure the physician started and then stopped, because of extenuating circumstances or a risk to the patient.'),
  '57': cptModifier('The E/M visit at which the clinician decided to operate (for Medicare: major surgery, the day before or the day of it).'),
  '58': cptModifier('A staged or related procedure in the postoperative period: planned at the first surgery, more extensive than it, or therapy after a diagnostic procedure.'),
  '59': cptModifier('A procedure separate from another one done that day: a different session, site, organ, incision, lesion or injury. It goes on the column-two code of the edit pair, and only when no more specific modifier describes the difference.'),
  '76': cptModifier('The same procedure or service repeated by the same clinician after the first one, usually later the same day.'),
  '78': cptModifier('A related procedure that needs a return to the operating or procedure room during the postoperative period, by the same clinician and not planned at the first surgery.'),
  '79': cptModifier('A procedure in the postoperative period of another surgery, by the same clinician, that is unrelated to it. It starts a global period of its own.'),
  '80': cptModifier('A surgeon who assists the primary surgeon at the operation.'),
  '91': cptModifier('A lab test run again the same day to follow the patient’s course, not because of a problem with the first run.'),
  '93': cptModifier('A real-time telehealth service by telephone or another audio-only connection.'),
  '95': cptModifier('A real-time telehealth service by two-way audio and video.'),
  P1: cptModifier('Anesthesia physical status 1: a healthy patient.'),
  P2: cptModifier('Physical status 2: mild whole-body (systemic) disease, such as well-controlled high blood pressure.'),
  P3: cptModifier('Physical status 3: severe whole-body (systemic) disease.'),
  P4: cptModifier('Physical status 4: severe whole-body disease that constantly threatens the patient’s life.'),
  P5: cptModifier('Physical status 5: a patient expected to die without the operation.'),
  P6: cptModifier('Physical status 6: organ recovery from a donor declared brain-dead.'),

  // HCPCS Level II modifiers (CMS)
  AA: hcpcsModifier('Anesthesia services performed personally by anesthesiologist'),
  AB: hcpcsModifier('Audiology service furnished personally by an audiologist without a physician/NPP order for non-acute hearing assessment unrelated to disequilibrium, hearing aids or examinations for fitting hearing aids; once every 12 months per beneficiary'),
  AD: hcpcsModifier('Medical supervision by a physician: more than four concurrent anesthesia procedures'),
  AT: hcpcsModifier('Acute treatment (this modifier should be used when reporting service 98940, 98941, 98942)'),
  FS: hcpcsModifier('Split (or shared) evaluation and management visit'),
  G8: hcpcsModifier('Monitored anesthesia care (MAC) for deep complex, complicated, or markedly invasive surgical procedure'),
  G9: hcpcsModifier('Monitored anesthesia care for patient who has history of severe cardio-pulmonary condition'),
  GA: hcpcsModifier('Waiver of liability statement issued as required by payer policy, individual case'),
  GC: hcpcsModifier('This service has been performed in part by a resident under the direction of a teaching physician'),
  GP: hcpcsModifier('Services delivered under an outpatient physical therapy plan of care'),
  GT: hcpcsModifier('Via interactive audio and video telecommunication systems'),
  GY: hcpcsModifier('Item or service statutorily excluded, does not meet the definition of any Medicare benefit or, for non-Medicare insurers, is not a contract benefit'),
  GZ: hcpcsModifier('Item or service expected to be denied as not reasonable and necessary'),
  HF: hcpcsModifier('Substance abuse program'),
  HG: hcpcsModifier('Opioid addiction treatment program'),
  HQ: hcpcsModifier('Group setting'),
  JZ: hcpcsModifier('Zero drug amount discarded/not administered to any patient'),
  KH: hcpcsModifier('DMEPOS item, initial claim, purchase or first month rental'),
  KI: hcpcsModifier('DMEPOS item, second or third month rental'),
  KJ: hcpcsModifier('DMEPOS item, parenteral enteral nutrition (PEN) pump or capped rental, months four to fifteen'),
  KX: hcpcsModifier('Requirements specified in the medical policy have been met'),
  LT: hcpcsModifier('Left side (used to identify procedures performed on the left side of the body)'),
  NU: hcpcsModifier('New equipment'),
  PT: hcpcsModifier('Colorectal cancer screening test; converted to diagnostic test or other procedure'),
  QK: hcpcsModifier('Medical direction of two, three, or four concurrent anesthesia procedures involving qualified individuals'),
  QS: hcpcsModifier('Monitored anesthesia care service'),
  QW: hcpcsModifier('CLIA waived test'),
  QX: hcpcsModifier('CRNA service: with medical direction by a physician'),
  QY: hcpcsModifier('Medical direction of one certified registered nurse anesthetist (CRNA) by an anesthesiologist'),
  QZ: hcpcsModifier('CRNA service: without medical direction by a physician'),
  RR: hcpcsModifier('Rental (use the RR modifier when DME is to be rented)'),
  RT: hcpcsModifier('Right side (used to identify procedures performed on the right side of the body)'),
  TC: hcpcsModifier('Technical component'),
  UE: hcpcsModifier('Used durable medical equipment'),
  XE: hcpcsModifier('Separate encounter, a service that is distinct because it occurred during a separate encounter'),
  XS: hcpcsModifier('Separate structure, a service that is distinct because it was performed on a separate organ/structure'),
  XU: hcpcsModifier('Unusual non-overlapping service, the use of a service that is distinct because it does not overlap usual components of the main service'),
} satisfies Record<string, ModifierEntry>;

/** A modifier the catalogue has: the only kind a modifier table may show. */
export type CatalogueModifier = keyof typeof modifierCatalogue;

/** The catalogue's entry for a modifier, or undefined when it has none. */
export function modifierEntry(modifier: string): (ModifierEntry & { code: string }) | undefined {
  return Object.hasOwn(modifierCatalogue, modifier) ? { code: modifier, ...modifierCatalogue[modifier as CatalogueModifier] } : undefined;
}
