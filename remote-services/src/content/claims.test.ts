import { describe, expect, it } from 'vitest';
import { claimsStatedAsCeiling, strayFigures, strayServiceTimes, stringsIn } from 'shared/content/claimRules';

/** Every content module of this app, by file. */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./types.ts'], { eager: true });

/**
 * Figures that are not the company's claims: sourced industry and payer
 * facts, each phrase as the copy states it.
 */
const industryFacts: readonly RegExp[] = [
  // Medicare appeals and timely filing (42 CFR 405.942; Medicare Claims Processing Manual ch. 1 §70).
  /within 120 days of the in\w*/, /Medicare allows 120 days/, /received it 5 days after the date on the notice/, /over 120 days/, /120\+ days?/, /(?:and|,) 120\+? day buckets/,
  // A/R benchmarks (MGMA, HFMA).
  /under 40 days in A\/R/, /15 to 20% of receivables older than 90 days/, /past 90 days/, /share over 90 days/, /0–30, 31–60, 61–90, 91–120/,
  /\(30, 60, 90 and 120\+ days\)/, /followed up at 30 days/,
  // Overpayments: 42 CFR 401.305 (60 days from identification; suspended up to 180 days during an investigation, (b)(2)).
  /within 60 days of being/,
  /paused for up to 180 days by a timely, good-faith investigation/,
  // Credentialing: CAQH re-attestation (180 days in Illinois), commercial and Medicare enrollment times.
  /every 120 days/, /every 180 days in Illinois/, /60 (?:and 180|to 120) days/, /up to 30 days before/,
  // CAN-SPAM: opt-outs honored within 10 business days (16 CFR 316.5).
  /10 business days/,
  // Surgical global periods (Medicare Claims Processing Manual ch. 12 §40).
  /0-, 10- and 90-day global/,
  // Prior authorization decision times: CMS-0057-F (7 calendar days standard, from 2026); ERISA and ACA claims rules (15 days standard).
  /within 7 calendar days/, /7 calendar days standard/, /up to 15 days for a standard one/,
  // Premier Inc. 2024 survey of claims initially denied by private payers.
  /about 15% of claims/,
];

/** Times that are not the company's service levels: sourced payer and federal rules. */
const industryTimes: readonly RegExp[] = [
  // Prior authorization decision times: CMS-0057-F (items and services); 42 CFR 422.568, 422.572 (Part B drugs); ERISA and ACA claims rules.
  /within 72 hours and a standard one/, /24 hours expedited and 72 hours standard/, /72 hours expedited/, /commonly 72 hours for an urgent request/,
];

describe('figures in the copy', () => {
  it.each(Object.entries(modules))('%s states only the company’s claims, as the claims state them', (_, module) => {
    const copy = stringsIn(module).join('\n');
    expect(strayFigures(copy, industryFacts)).toEqual([]);
    expect(claimsStatedAsCeiling(copy)).toEqual([]);
  });
});

describe('service times in the copy', () => {
  it.each(Object.entries(modules))('%s states a turnaround only as one of the company’s service levels', (_, module) => {
    expect(strayServiceTimes(stringsIn(module).join('\n'), [...industryFacts, ...industryTimes])).toEqual([]);
  });
});
