/**
 * The one catalogue of the modifiers the site's tables show, with their
 * descriptors as of 2026 and their source. A specialty's modifier table names
 * a modifier and says when that specialty uses it; the descriptor comes from
 * here, so modifier 25 reads the same on every page.
 */

export const modifierSources = {
  cpt2026: 'AMA, CPT 2026 Professional Edition, Appendix A (modifiers)',
  hcpcs2026: 'CMS, HCPCS Level II modifiers, January 2026 quarterly update',
} as const;

export type ModifierSource = keyof typeof modifierSources;

export interface ModifierEntry {
  set: 'CPT' | 'HCPCS Level II';
  descriptor: string;
  source: ModifierSource;
}

const cptModifier = (descriptor: string): ModifierEntry => ({ set: 'CPT', descriptor, source: 'cpt2026' });
const hcpcsModifier = (descriptor: string): ModifierEntry => ({ set: 'HCPCS Level II', descriptor, source: 'hcpcs2026' });

export const modifierCatalogue = {

  // CPT modifiers (AMA CPT 2026, Appendix A), including the anesthesia physical status modifiers
  '22': cptModifier('Increased procedural services'),
  '23': cptModifier('Unusual anesthesia'),
  '24': cptModifier('Unrelated evaluation and management service by the same physician or other qualified health care professional during a postoperative period'),
  '25': cptModifier('Significant, separately identifiable evaluation and management service by the same physician or other qualified health care professional on the same day of the procedure or other service'),
  '26': cptModifier('Professional component'),
  '33': cptModifier('Preventive services'),
  '47': cptModifier('Anesthesia by surgeon'),
  '50': cptModifier('Bilateral procedure'),
  '52': cptModifier('Reduced services'),
  '53': cptModifier('Discontinued procedure'),
  '57': cptModifier('Decision for surgery'),
  '58': cptModifier('Staged or related procedure or service by the same physician or other qualified health care professional during the postoperative period'),
  '59': cptModifier('Distinct procedural service'),
  '76': cptModifier('Repeat procedure or service by same physician or other qualified health care professional'),
  '78': cptModifier('Unplanned return to the operating/procedure room by the same physician or other qualified health care professional following initial procedure for a related procedure during the postoperative period'),
  '79': cptModifier('Unrelated procedure or service by the same physician or other qualified health care professional during the postoperative period'),
  '80': cptModifier('Assistant surgeon'),
  '91': cptModifier('Repeat clinical diagnostic laboratory test'),
  '93': cptModifier('Synchronous telemedicine service rendered via telephone or other real-time interactive audio-only telecommunications system'),
  '95': cptModifier('Synchronous telemedicine service rendered via a real-time interactive audio and video telecommunications system'),
  P1: cptModifier('A normal healthy patient'),
  P2: cptModifier('A patient with mild systemic disease'),
  P3: cptModifier('A patient with severe systemic disease'),
  P4: cptModifier('A patient with severe systemic disease that is a constant threat to life'),
  P5: cptModifier('A moribund patient who is not expected to survive without the operation'),
  P6: cptModifier('A declared brain-dead patient whose organs are being removed for donor purposes'),

  // HCPCS Level II modifiers (CMS)
  AA: hcpcsModifier('Anesthesia services performed personally by anesthesiologist'),
  AB: hcpcsModifier('Audiology service furnished personally by an audiologist without a physician/NPP order for non-acute hearing assessment unrelated to disequilibrium, hearing aids or examinations for fitting hearing aids; once every 12 months per beneficiary'),
  AD: hcpcsModifier('Medical supervision by a physician: more than four concurrent anesthesia procedures'),
  AT: hcpcsModifier('Acute treatment (used when reporting 98940, 98941 or 98942)'),
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
