/**
 * The one catalogue of the codes the site shows: every code in a code table,
 * and every code that a rule, an answer or a blog teaser names, with its code
 * set, what the site says it is, and the source it was checked against.
 *
 * Tables and the site search read their text from here (a row names its code
 * and nothing else), and contentCodes.test.ts fails when any copy names a code
 * that is not here or a code that deletedCodes2026.ts lists. To show a new
 * code, add it here first, checked against its source.
 *
 * What the site shows beside a code:
 * - **CPT** (Category I, II and III): a plain-language summary in the
 *   company's own words, written for a practice manager: what the service is
 *   and when it is billed. CPT descriptors are the AMA's copyrighted text and
 *   are neither shown nor kept here; codeCatalogue.test.ts fails on a summary
 *   that repeats their wording (descriptorWording.ts). Pages that show CPT
 *   codes carry the AMA notice (`cptNotice` in company.ts).
 * - **HCPCS Level II and ICD-10-CM**: the official descriptor (public domain,
 *   published by CMS and NCHS).
 *
 * A range ("99202–99205") stands for a family the tables show as one row; its
 * text describes the family.
 */
import type { CodeSet } from './codeFormats';

/** Where each code was checked. */
export const codeSources = {
  cpt2026: 'AMA, CPT 2026 Professional Edition (codes effective January 1, 2026)',
  hcpcs2026: 'CMS, HCPCS Level II code set, January 2026 quarterly update (alpha-numeric HCPCS file)',
  icd10cm2026: 'CMS and NCHS, ICD-10-CM FY 2026 tabular list (effective October 1, 2025)',
} as const;

export type CodeSource = keyof typeof codeSources;

/** Whose words the description is: the company's own summary (CPT), or the code set's official descriptor (HCPCS Level II, ICD-10-CM). */
export type Wording = 'summary' | 'official';

export interface CatalogueEntry {
  set: CodeSet;
  /** What the code tables and the site search show beside the code. */
  description: string;
  wording: Wording;
  source: CodeSource;
}

const cpt = (summary: string): CatalogueEntry => ({ set: 'CPT', description: summary, wording: 'summary', source: 'cpt2026' });
const cptCategoryII = (summary: string): CatalogueEntry => ({ set: 'CPT Category II', description: summary, wording: 'summary', source: 'cpt2026' });
const cptCategoryIII = (summary: string): CatalogueEntry => ({ set: 'CPT Category III', description: summary, wording: 'summary', source: 'cpt2026' });
const hcpcs = (descriptor: string): CatalogueEntry => ({ set: 'HCPCS Level II', description: descriptor, wording: 'official', source: 'hcpcs2026' });
const icd10cm = (descriptor: string): CatalogueEntry => ({ set: 'ICD-10-CM', description: descriptor, wording: 'official', source: 'icd10cm2026' });

export const codeCatalogue = {

  // CPT Category I (AMA): the company's plain-language summaries
  '00100–01999': cpt('Anesthesia for surgery and other procedures, coded by the part of the body operated on. Each code has its own base units, and anesthesia time is added in 15-minute units.'),
  '00140': cpt('Anesthesia for an eye procedure that no more specific eye anesthesia code describes.'),
  '00400': cpt('Anesthesia for skin and soft-tissue procedures on the arms or legs, the front of the trunk or the perineum, when no more specific code applies.'),
  '00731': cpt('Anesthesia for an upper GI endoscopy, such as an EGD, with the scope passed into the esophagus, stomach or duodenum, when no more specific code applies.'),
  '00790': cpt('Anesthesia for a procedure inside the upper abdomen, open or laparoscopic, when no more specific code applies.'),
  '00811': cpt('Anesthesia for a lower GI endoscopy, such as a diagnostic or therapeutic colonoscopy, when no more specific code applies. Screening colonoscopy has its own code, 00812.'),
  '00812': cpt('Anesthesia for a screening colonoscopy. If the screening turns diagnostic or therapeutic, Medicare takes 00811 with modifier PT instead.'),
  '01402': cpt('Anesthesia for a total knee replacement.'),
  '01967': cpt('Epidural or spinal pain relief during labor when a vaginal delivery is planned, reported by anesthesia time.'),
  '01968': cpt('Add-on to 01967: anesthesia for a cesarean delivery after the patient already had labor epidural or spinal pain relief.'),
  '10005': cpt('Fine needle aspiration biopsy of the first lesion, with the ultrasound guidance built into the code (the guidance is not billed on its own).'),
  '10060': cpt('Incision and drainage of one simple abscess in or under the skin, such as a boil, an infected cyst or an infected nail fold.'),
  '12001': cpt('Simple one-layer closure of superficial wounds on the scalp, neck, armpits, external genitals, trunk, arms or legs (hands and feet too), no longer than 2.5 cm in total.'),
  '20550': cpt('An injection into one tendon sheath, or into a ligament or aponeurosis such as the plantar fascia. A trigger finger injection is the common case.'),
  '20560': cpt('Dry needling of one or two muscles: needles inserted, nothing injected.'),
  '20561': cpt('Dry needling of three or more muscles: needles inserted, nothing injected.'),
  '20610': cpt('Drawing fluid from, or injecting into, a large joint or bursa such as the shoulder, hip or knee, without ultrasound guidance. One line per joint.'),
  '20611': cpt('The same large joint or bursa aspiration or injection done under ultrasound guidance, with the image kept and the guidance described in the report.'),
  '25600': cpt('Closed care of a fracture at the wrist end of the radius, such as a Colles or Smith fracture, without setting the bone. Care of a broken ulnar styloid at the same time is part of the code.'),
  '27130': cpt('Total hip replacement: the socket (acetabulum) and the top of the thigh bone both replaced by a prosthesis, any bone graft included.'),
  '27447': cpt('Total knee replacement: both the medial and lateral compartments replaced, whether or not the kneecap is resurfaced.'),
  '29125': cpt('Applying a static short arm splint that runs from the forearm to the hand. Not billed on its own when the same clinician bills the fracture care.'),
  '29827': cpt('Shoulder arthroscopy to repair the rotator cuff.'),
  '29881': cpt('Knee arthroscopy removing part of one meniscus (medial or lateral). Any shaving of the meniscus, and smoothing of joint cartilage in the same or another compartment, is part of the code.'),
  '31500': cpt('Emergency placement of a breathing tube into the trachea.'),
  '33208': cpt('Implanting a new or replacement permanent dual-chamber pacemaker, with leads placed through a vein into the atrium and the ventricle.'),
  '35301': cpt('Open removal of plaque from the carotid, vertebral or subclavian artery through a neck incision, with a patch graft if one is used.'),
  '36475': cpt('Radiofrequency ablation of the first refluxing (incompetent) vein treated in an arm or leg, through the skin. Imaging guidance and monitoring are part of the code.'),
  '36476': cpt('Add-on to 36475 for every further vein treated by radiofrequency in the same arm or leg, each through its own access site.'),
  '36478': cpt('Laser ablation of the first refluxing (incompetent) vein treated in an arm or leg, through the skin. Imaging guidance and monitoring are part of the code.'),
  '36479': cpt('Add-on to 36478 for every further vein treated by laser in the same arm or leg, each through its own access site.'),
  '36556': cpt('A central line placed through a central vein, such as the jugular, subclavian or femoral vein, without a tunnel or port, in a patient 5 years or older.'),
  '36620': cpt('Placing an arterial line through the skin to watch blood pressure or draw blood samples.'),
  '36821': cpt('Creating a dialysis fistula by joining an artery directly to a vein through an open incision (a Cimino-type fistula).'),
  '36830': cpt('Creating a dialysis access with a graft that is not the patient’s own vessel (synthetic or biological material), that links the artery to the vein: an AV graft rather than a direct fistula.'),
  '36901': cpt('Diagnostic angiography of a dialysis circuit (fistula or graft): the needle or catheter access, the contrast, the imaging and the radiology report are all in the code.'),
  '36909': cpt('Add-on for permanently blocking off (embolizing) the main circuit or side veins of a dialysis access, with its imaging in the code.'),
  '37254–37262': cpt('Endovascular treatment of the iliac arteries of one leg, open or through the skin: angioplasty or a stent, with an initial code for the first vessel and add-on codes for more, chosen by lesion (a narrowing is straightforward, a blockage complex). Lithotripsy (intravascular) is add-on code 37262. Iliac atherectomy is not in this range: it is 0238T.'),
  '37263–37279': cpt('Endovascular treatment of the femoral and popliteal arteries of one leg: angioplasty, a stent, atherectomy, or a stent with atherectomy, with an initial code for the first vessel and add-on codes for more, chosen by lesion (straightforward narrowing or complex blockage). Lithotripsy (intravascular) is add-on code 37279.'),
  '37280–37295': cpt('Endovascular treatment of the tibial and peroneal arteries of one leg: angioplasty, a stent, atherectomy, or a stent with atherectomy, with an initial code for the first vessel and add-on codes for more, chosen by lesion (straightforward or complex). This territory has no lithotripsy code.'),
  '37296–37299': cpt('Endovascular angioplasty of the arteries of one foot, below the ankle (the dorsalis pedis artery, the plantar arteries and their branches), with an initial code for the first vessel and add-on codes for more, chosen by lesion (straightforward or complex). Angioplasty is the only treatment coded here.'),
  '43235': cpt('A diagnostic upper endoscopy (EGD) through the mouth. Brushings or washings for testing are part of it, and it is not billed beside a therapeutic EGD of the same session.'),
  '43239': cpt('An upper endoscopy (EGD) through the mouth with one or more biopsies, billed once however many samples are taken.'),
  '43249': cpt('An upper endoscopy (EGD) through the mouth in which the esophagus is widened with a balloon smaller than 30 mm across.'),
  '43644': cpt('Laparoscopic gastric bypass with a Roux-en-Y limb of 150 cm or less.'),
  '43645': cpt('Laparoscopic gastric bypass in which the small intestine is rebuilt so that less food is absorbed (a malabsorptive bypass).'),
  '43770': cpt('Laparoscopic placement of an adjustable gastric band and its port under the skin.'),
  '43775': cpt('Laparoscopic sleeve gastrectomy: most of the stomach removed lengthwise, leaving a narrow tube.'),
  '45330': cpt('A diagnostic flexible sigmoidoscopy. Brushings or washings are part of it, and it is not billed beside a therapeutic sigmoidoscopy of the same session.'),
  '45378': cpt('A diagnostic flexible colonoscopy. Brushings or washings are part of it, and it is not billed when a therapeutic colonoscopy, such as a biopsy or polyp removal, is coded for the same session.'),
  '45380': cpt('A flexible colonoscopy with one or more biopsies, billed once however many biopsies are taken.'),
  '45384': cpt('A flexible colonoscopy in which polyps or other lesions are removed with hot biopsy forceps, billed once per session for that technique.'),
  '45385': cpt('A flexible colonoscopy in which polyps or other lesions are removed with a snare, billed once per session for that technique.'),
  '64447': cpt('A single-shot femoral nerve block with anesthetic or steroid, imaging guidance included in the code.'),
  '64721': cpt('Open carpal tunnel release, freeing the median nerve at the wrist. Endoscopic release has a code of its own.'),
  '69209': cpt('Removing impacted earwax from one ear by irrigation.'),
  '69210': cpt('Removing impacted earwax from one ear with instruments, such as a curette or suction. Earwax that only needs washing out is 69209.'),
  '72100': cpt('X-rays of the lower (lumbosacral) spine, two or three views.'),
  '73562': cpt('X-rays of the knee, three views.'),
  '76536': cpt('Ultrasound of the soft tissues of the head and neck, such as the thyroid, the parathyroid glands or a parotid gland, with the images recorded.'),
  '77080': cpt('A DXA bone density scan of the central skeleton: hips, pelvis or spine.'),
  '78452': cpt('Nuclear heart perfusion imaging (SPECT) with more than one set of images, at rest and under stress. Ejection fraction and wall motion read from the images are part of it.'),
  '80305': cpt('A presumptive drug screen read by eye, such as a dipstick, cup or card, billed once per date of service however many drug classes or devices are used.'),
  '82947': cpt('A quantitative blood glucose test run by a lab method, not a reagent strip.'),
  '83036': cpt('A hemoglobin A1c blood test (glycated hemoglobin).'),
  '84443': cpt('A TSH blood test (thyroid-stimulating hormone).'),
  '90471': cpt('Administering one vaccine by injection, into the muscle, under the skin or into the skin, whether the vaccine is single or combined.'),
  '91110': cpt('Capsule endoscopy: a swallowed camera images the digestive tract from the esophagus through the ileum, with the physician’s reading and report.'),
  '92540': cpt('A basic balance-system (vestibular) evaluation, recorded: nystagmus testing (spontaneous, on position change and optokinetic) and oscillating tracking, billed together as one code.'),
  '92550': cpt('Tympanometry and acoustic reflex threshold testing done together, billed as one code in place of 92567 and 92568.'),
  '92552': cpt('A pure tone hearing test by air conduction only, thresholds measured.'),
  '92553': cpt('A pure tone hearing test by air and bone conduction, thresholds measured.'),
  '92556': cpt('Speech audiometry: the speech threshold and the word recognition score.'),
  '92557': cpt('The comprehensive hearing evaluation: pure tone thresholds by air and bone plus speech threshold and word recognition, billed as one code in place of 92553 and 92556.'),
  '92567': cpt('Tympanometry: a test of how the eardrum and middle ear move as air pressure changes.'),
  '92568': cpt('Acoustic reflex threshold testing: the softest sound that sets off the middle-ear muscle reflex.'),
  '92588': cpt('Comprehensive diagnostic otoacoustic emissions testing (distortion product), at 12 or more frequencies, with the interpretation and report.'),
  '92625': cpt('Tinnitus assessment: matching the pitch and loudness of the ringing and testing whether sound masks it.'),
  '92628': cpt('Hearing aid candidacy evaluation for one or both ears, first 30 minutes: the hearing tests reviewed, hearing needs assessed, the results and treatment options talked through, and a report. Longer visits add a 15-minute add-on code.'),
  '92631': cpt('Hearing aid selection for one or both ears, first 30 minutes: choosing the device type, its output, processing and features to fit the patient’s hearing, vision, dexterity and circumstances, with a report. Longer visits add a 15-minute add-on code.'),
  '92928': cpt('Coronary stenting, with any angioplasty done with it, in one major coronary artery or one of its branches.'),
  '92950': cpt('Cardiopulmonary resuscitation (CPR), such as for a cardiac arrest.'),
  '92960': cpt('Elective electrical cardioversion of an arrhythmia with pads or paddles on the chest.'),
  '93000': cpt('A routine 12-lead ECG: the tracing plus the interpretation and report (the global service).'),
  '93010': cpt('Only the interpretation and report of a routine 12-lead ECG, billed by a physician who reads a tracing made elsewhere.'),
  '93015': cpt('A cardiovascular stress test on a treadmill or bicycle, or with a drug, under continuous ECG monitoring, billed as the complete service: supervision, interpretation and report.'),
  '93224': cpt('A Holter monitor: continuous ECG recording for as long as 48 hours, with the scanning analysis, the report and the physician’s review and interpretation.'),
  '93280': cpt('An in-person programming check of a dual-lead pacemaker, adjusting its settings and reviewing the results, with a report.'),
  '93306': cpt('A complete transthoracic echo: 2D imaging plus Doppler (spectral and color flow), and M-mode if done.'),
  '93458': cpt('Coronary angiography with a left heart catheterization: placing the catheters, imaging the coronary arteries and reading the images, with left ventriculography if done.'),
  '93880': cpt('A duplex ultrasound of the arteries of the neck, such as the carotid and vertebral arteries: a complete study of both sides.'),
  '93922': cpt('A limited non-imaging test of blood flow in both arms or both legs at one or two levels, such as ankle-brachial index pressures with Doppler or volume recordings.'),
  '93925': cpt('A complete duplex ultrasound of the leg arteries, or of arterial bypass grafts, on both sides.'),
  '93970': cpt('A complete duplex ultrasound of the veins of both arms or both legs, testing how the veins respond to compression.'),
  '94010': cpt('Spirometry: how much air the patient breathes out, and how fast, with a graphic record.'),
  '94060': cpt('Spirometry before and after a bronchodilator, to see whether the airways respond to it.'),
  '95004': cpt('Allergy skin tests by scratch, puncture or prick, read for an immediate reaction, with the reading and report. Billed per test, so the units equal the number of tests.'),
  '95017': cpt('Allergy testing with insect venoms, by skin prick and intradermal tests in rising doses, read for an immediate reaction, with the reading and report. Billed per test.'),
  '95018': cpt('Allergy testing with drugs or biologicals, by skin prick and intradermal tests in rising doses, read for an immediate reaction, with the reading and report. Billed per test.'),
  '95024': cpt('Intradermal allergy tests with allergen extracts, read for an immediate reaction, with the reading and report. Billed per test.'),
  '95027': cpt('Intradermal tests with airborne allergen extracts given step by step in rising strengths, read for an immediate reaction. Billed per test.'),
  '95044': cpt('Patch tests, billed per patch applied.'),
  '95076': cpt('An oral food or drug challenge: the patient takes the food or drug in increasing amounts under observation. This code covers the first 120 minutes.'),
  '95115': cpt('An allergy shot visit with one injection: the professional service only, the extract billed on its own.'),
  '95117': cpt('An allergy shot visit with two or more injections: the professional service only, the extract billed on its own.'),
  '95165': cpt('Preparing the extract for allergy shots, one antigen or several, billed by the number of doses prepared. For Medicare a dose is 1 mL from a multidose vial.'),
  '95249': cpt('Start-up of personal continuous glucose monitoring (CGM) when the patient owns the device: placing the sensor, connecting and calibrating it, training the patient and printing the results, for at least 72 hours of data. Reported once for each receiver the patient has.'),
  '95250': cpt('Continuous glucose monitoring (CGM) with a device the office provides, for at least 72 hours: placing and removing the sensor, connecting and calibrating it, training the patient and printing the results.'),
  '95251': cpt('The physician’s review of at least 72 hours of CGM data, with the interpretation and a written report. Billed at most once a month.'),
  '96372': cpt('A therapeutic, preventive or diagnostic injection under the skin or into a muscle, such as a drug given in the office. The drug is billed on its own.'),
  '97012': cpt('Mechanical traction, one or more areas, billed as one untimed unit a day.'),
  '97026': cpt('Infrared heat treatment, one or more areas, billed as one untimed unit a day.'),
  '97035': cpt('Therapeutic ultrasound to one or more areas, a timed service billed in 15-minute units.'),
  '97110': cpt('Therapeutic exercise for strength, endurance, flexibility and range of motion, one or more areas, billed in 15-minute units.'),
  '97112': cpt('Neuromuscular reeducation: retraining balance, coordination, posture and the sense of where the body is, billed in 15-minute units.'),
  '97124': cpt('Therapeutic massage, one or more areas, billed in 15-minute units.'),
  '97140': cpt('Hands-on manual therapy (joint mobilization or manipulation, manual traction, or lymphatic drainage) to one or more regions, billed in 15-minute units.'),
  '97802': cpt('Medical nutrition therapy, first assessment and intervention, one to one with the patient, billed in 15-minute units.'),
  '97803': cpt('Medical nutrition therapy follow-up: reassessment and intervention, one to one with the patient, billed in 15-minute units.'),
  '97810': cpt('Acupuncture without electrical stimulation, first 15 minutes of one-on-one time with the patient. Only one initial acupuncture code is billed a day.'),
  '97811': cpt('Acupuncture without electrical stimulation, every further 15 minutes of one-on-one time, with needles reinserted (add-on to 97810 or 97813).'),
  '97813': cpt('Acupuncture with electrical stimulation, first 15 minutes of one-on-one time with the patient. Only one initial acupuncture code is billed a day.'),
  '97814': cpt('Acupuncture with electrical stimulation, every further 15 minutes of one-on-one time, with needles reinserted (add-on to 97810 or 97813).'),
  '98925–98929': cpt('Osteopathic manipulative treatment, coded by how many body regions are treated: 98925 for one or two regions, up to 98929 for nine or ten.'),
  '98940': cpt('Chiropractic spinal manipulation, one or two regions of the spine.'),
  '98941': cpt('Chiropractic spinal manipulation, three or four regions of the spine.'),
  '98942': cpt('Chiropractic spinal manipulation, all five regions of the spine.'),
  '98943': cpt('Chiropractic manipulation outside the spine, one or more regions such as the head, a limb, the ribs or the abdomen. Medicare does not pay it.'),
  '99100': cpt('Anesthesia add-on for a patient under 1 year or over 70 years old (a qualifying circumstance).'),
  '99140': cpt('Anesthesia add-on when an emergency condition complicates the case (a qualifying circumstance).'),
  '99202–99205': cpt('Office or outpatient visits for a new patient, levels 2 to 5, chosen by medical decision making or by total time on the day of the visit.'),
  '99211–99215': cpt('Office or outpatient visits for an established patient, levels 1 to 5. Level 1 (99211) is usually a nurse or staff visit. Levels 2 to 5 are chosen by medical decision making or total time.'),
  '99212–99215': cpt('Office or outpatient visits for an established patient, levels 2 to 5, chosen by medical decision making or by total time on the day of the visit.'),
  '99221': cpt('Initial inpatient or observation care for a day, at the lowest level: medical decision making that is straightforward or low, or at least 40 minutes of total time.'),
  '99223': cpt('Initial inpatient or observation care for a day, at the highest level: high medical decision making, or at least 75 minutes of total time.'),
  '99231': cpt('Follow-up inpatient or observation care for a day, at the lowest level: medical decision making that is straightforward or low, or at least 25 minutes of total time.'),
  '99233': cpt('Follow-up inpatient or observation care for a day, at the highest level: high medical decision making, or at least 50 minutes of total time.'),
  '99238': cpt('Discharge-day work for an inpatient or observation stay when it takes no more than 30 minutes.'),
  '99239': cpt('Discharge-day work for an inpatient or observation stay when it takes more than 30 minutes.'),
  '99252': cpt('A consultation for a hospital inpatient or observation patient, new or established, at a straightforward level of decision making or at least 35 minutes. Medicare does not pay consultation codes.'),
  '99255': cpt('A consultation for a hospital inpatient or observation patient, new or established, at a high level of decision making or at least 80 minutes. Medicare does not pay consultation codes.'),
  '99281': cpt('The lowest emergency department visit level, for a problem that may not need a physician or other practitioner to be present.'),
  '99282': cpt('Emergency department visit at level 2, set by medical decision making that is straightforward (time does not count for ED visits).'),
  '99283': cpt('Emergency department visit at level 3, set by medical decision making that is low.'),
  '99284': cpt('Emergency department visit at level 4, set by medical decision making that is moderate.'),
  '99285': cpt('Emergency department visit at level 5, set by medical decision making that is high.'),
  '99291': cpt('Critical care for a critically ill or injured patient: the first 30 to 74 minutes of the physician’s time on the date.'),
  '99292': cpt('Add-on to 99291 for every further 30 minutes of critical care. Medicare counts the first one from 104 minutes.'),
  '99341–99350': cpt('Home or residence visits, for new patients (99341, 99342, 99344 and 99345) and established patients (99347 to 99350), leveled by medical decision making or total time.'),
  '99381–99387': cpt('Preventive medicine visits for a new patient, by age band from under 1 year to 65 and over: a complete age-appropriate exam and counseling, billed by age band rather than by decision making.'),
  '99391–99397': cpt('Preventive medicine visits for an established patient, by age band from under 1 year to 65 and over: a periodic age-appropriate exam and counseling.'),
  '99401–99404': cpt('Preventive counseling or risk-factor reduction for one person, in four lengths from about 15 minutes (99401) to about 60 minutes (99404).'),
  '99406': cpt('Tobacco cessation counseling lasting more than 3 and up to 10 minutes.'),
  '99407': cpt('Tobacco cessation counseling lasting more than 10 minutes.'),
  '99408': cpt('Screening for alcohol or drug misuse with a structured tool such as AUDIT or DAST, and a brief intervention, 15 to 30 minutes. Medicare does not pay it: it uses G0396.'),
  '99409': cpt('Screening for alcohol or drug misuse with a structured tool such as AUDIT or DAST, and an intervention, more than 30 minutes. Medicare does not pay it: it uses G0397.'),
  '99417': cpt('Prolonged office or outpatient visit time: every 15 minutes of total time beyond that of the highest-level visit (99205 or 99215), when the visit was leveled by time. Medicare uses G2212 instead.'),
  '99490': cpt('Chronic care management for a patient with two or more chronic conditions: the month’s first 20 minutes of care-management work by clinical staff, directed by the treating physician or practitioner.'),
  '99495': cpt('Transitional care management after a discharge: the patient is contacted within 2 business days, decision making is at least moderate, and the patient is seen face to face (in person, or by telehealth where the payer allows it) within 14 days.'),
  '99496': cpt('Transitional care management after a discharge: the patient is contacted within 2 business days, decision making is high, and the patient is seen face to face (in person, or by telehealth where the payer allows it) within 7 days.'),

  // CPT Category II, performance measurement (AMA): the company's summaries
  '3044F': cptCategoryII('Quality reporting code for diabetes: the most recent HbA1c is below 7.0%.'),
  '3046F': cptCategoryII('Quality reporting code for diabetes: the most recent HbA1c is above 9.0%.'),

  // CPT Category III, emerging technology (AMA): the company's summary
  '0238T': cptCategoryIII('Atherectomy of an iliac artery, open or through the skin, per vessel, with its radiology supervision and interpretation.'),

  // HCPCS Level II (CMS)
  A4253: hcpcs('Blood glucose test or reagent strips for home blood glucose monitor, per 50 strips'),
  A7030: hcpcs('Full face mask used with positive airway pressure device, each'),
  B4035: hcpcs('Enteral feeding supply kit; pump fed, per day'),
  E0114: hcpcs('Crutches, underarm, other than wood, adjustable or fixed, pair, with pads, tips and handgrips'),
  E0143: hcpcs('Walker, folding, wheeled, adjustable or fixed height'),
  E0260: hcpcs('Hospital bed, semi-electric (head and foot adjustment), with any type side rails, with mattress'),
  E0601: hcpcs('Continuous positive airway pressure (CPAP) device'),
  E1390: hcpcs('Oxygen concentrator, single delivery port, capable of delivering 85 percent or greater oxygen concentration at the prescribed flow rate'),
  G0008: hcpcs('Administration of influenza virus vaccine'),
  G0105: hcpcs('Colorectal cancer screening; colonoscopy on individual at high risk'),
  G0108: hcpcs('Diabetes outpatient self-management training services, individual, per 30 minutes'),
  G0109: hcpcs('Diabetes outpatient self-management training services, group session (2 or more), per 30 minutes'),
  G0121: hcpcs('Colorectal cancer screening; colonoscopy on individual not meeting criteria for high risk'),
  G0283: hcpcs('Electrical stimulation (unattended), to one or more areas for indication(s) other than wound care, as part of a therapy plan of care'),
  G0396: hcpcs('Alcohol and/or substance (other than tobacco) misuse structured assessment (eg, AUDIT, DAST), and brief intervention, 15 to 30 minutes'),
  G0397: hcpcs('Alcohol and/or substance (other than tobacco) misuse structured assessment (eg, AUDIT, DAST), and intervention, greater than 30 minutes'),
  G0402: hcpcs('Initial preventive physical examination; face-to-face visit, services limited to new beneficiary during the first 12 months of Medicare enrollment'),
  G0438: hcpcs('Annual wellness visit; includes a personalized prevention plan of service (pps), initial visit'),
  G0439: hcpcs('Annual wellness visit, includes a personalized prevention plan of service (pps), subsequent visit'),
  G0447: hcpcs('Face-to-face behavioral counseling for obesity, 15 minutes'),
  G0473: hcpcs('Face-to-face behavioral counseling for obesity, group (2–10), 30 minutes'),
  G2011: hcpcs('Alcohol and/or substance (other than tobacco) misuse structured assessment (eg, AUDIT, DAST), and brief intervention, 5–14 minutes'),
  G2067: hcpcs('Medication assisted treatment, methadone; weekly bundle including dispensing and/or administration, substance use counseling, individual and group therapy, and toxicology testing, if performed (provision of the services by a Medicare-enrolled opioid treatment program)'),
  G2068: hcpcs('Medication assisted treatment, buprenorphine (oral); weekly bundle including dispensing and/or administration, substance use counseling, individual and group therapy, and toxicology testing if performed (provision of the services by a Medicare-enrolled opioid treatment program)'),
  G2086: hcpcs('Office-based treatment for a substance use disorder, including development of the treatment plan, care coordination, individual therapy and group therapy and counseling; at least 70 minutes in the first calendar month'),
  G2087: hcpcs('Office-based treatment for a substance use disorder, including care coordination, individual therapy and group therapy and counseling; at least 60 minutes in a subsequent calendar month'),
  G2088: hcpcs('Office-based treatment for a substance use disorder, including care coordination, individual therapy and group therapy and counseling; each additional 30 minutes beyond the first 120 minutes (add-on to G2086 or G2087)'),
  G2211: hcpcs('Visit complexity inherent to evaluation and management associated with medical care services that serve as the continuing focal point for all needed health care services and/or with medical care services that are part of ongoing care related to a patient’s single, serious condition or a complex condition. (Add-on code, list separately in addition to office/outpatient evaluation and management visit, new or established)'),
  G2212: hcpcs('Prolonged office or other outpatient evaluation and management service(s) beyond the maximum required time of the primary procedure which has been selected using total time on the date of the primary service; each additional 15 minutes by the physician or qualified health care professional, with or without direct patient contact (list separately in addition to CPT codes 99205, 99215 for office or other outpatient evaluation and management services)'),
  H0001: hcpcs('Alcohol and/or drug assessment'),
  H0004: hcpcs('Behavioral health counseling and therapy, per 15 minutes'),
  H0005: hcpcs('Alcohol and/or drug services; group counseling by a clinician'),
  H0015: hcpcs('Alcohol and/or drug services; intensive outpatient (treatment program that operates at least 3 hours a day and at least 3 days a week, based on an individualized treatment plan), including assessment, counseling, crisis intervention and activity therapies or education'),
  H0020: hcpcs('Alcohol and/or drug services; methadone administration and/or service (provision of the drug by a licensed program)'),
  J2315: hcpcs('Injection, naltrexone, depot form, 1 mg'),
  J3301: hcpcs('Injection, triamcinolone acetonide, not otherwise specified, 10 mg'),
  K0001: hcpcs('Standard wheelchair'),
  K0823: hcpcs('Power wheelchair, group 2 standard, captains chair, patient weight capacity up to and including 300 pounds'),
  L1833: hcpcs('Knee orthosis, adjustable knee joints (unicentric or polycentric), positional orthosis, rigid support, prefabricated, off-the-shelf'),
  L3000: hcpcs('Foot insert, removable, molded to patient model, UCB type, Berkeley shell, each'),
  Q0489: hcpcs('Power pack base for use with electric/pneumatic ventricular assist device, replacement only'),
  S2083: hcpcs('Adjustment of gastric band diameter via subcutaneous port by injection or aspiration of saline'),
  V5011: hcpcs('Fitting/orientation/checking of hearing aid'),
  V5014: hcpcs('Repair/modification of a hearing aid'),
  V5261: hcpcs('Hearing aid, digital, binaural, behind the ear'),
  V5275: hcpcs('Ear impression, each'),

  // ICD-10-CM diagnoses (CMS and NCHS)
  'M99.01': icd10cm('Segmental and somatic dysfunction of cervical region'),
  'M99.05': icd10cm('Segmental and somatic dysfunction of pelvic region'),
  'Z12.11': icd10cm('Encounter for screening for malignant neoplasm of colon'),
  'Z68.30': icd10cm('Body mass index [BMI] 30.0-30.9, adult'),
  'Z68.39': icd10cm('Body mass index [BMI] 39.0-39.9, adult'),
  'Z68.41': icd10cm('Body mass index [BMI] 40.0-44.9, adult'),
  'Z68.45': icd10cm('Body mass index [BMI] 70 or greater, adult'),
  'Z79.4': icd10cm('Long term (current) use of insulin'),
  'Z80.0': icd10cm('Family history of malignant neoplasm of digestive organs'),
} satisfies Record<string, CatalogueEntry>;

/** A code (or range) the catalogue has: the only kind a code table may show. */
export type CatalogueCode = keyof typeof codeCatalogue;

/** The catalogue's entry for a code, or undefined when it has none. */
export function catalogueEntry(code: string): (CatalogueEntry & { code: string }) | undefined {
  return Object.hasOwn(codeCatalogue, code) ? { code, ...codeCatalogue[code as CatalogueCode] } : undefined;
}
