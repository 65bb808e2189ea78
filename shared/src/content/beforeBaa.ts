/**
 * What a practice can send us before a business associate agreement (BAA) is
 * signed, written once and read by every offer to look at a practice's
 * numbers (the consultation, the audit step, each service and specialty
 * page's closing offer) and by the privacy policy.
 *
 * Not "de-identified reports": a claim-level aging, denial or remittance
 * report with the names taken out is still protected health information,
 * because it keeps dates of service and account, claim and member numbers
 * (45 CFR 164.514(b)(2)(i)(C), (I), (J), (R)), and sending it before a BAA
 * would be a disclosure the HIPAA Privacy Rule does not permit (45 CFR
 * 164.502(e)). Totals are not about any one patient, so they are not PHI.
 */

/** The figures a practice may send before a BAA, and what they leave out. */
export const summaryFigures = {
  name: 'summary figures',
  definition:
    'totals by payer, aging bucket and denial or adjustment reason, with no patient names, dates of service, or account, claim or member numbers',
} as const;

/**
 * How any look at a practice's own numbers works, as a phrase for a sentence:
 * "… we review your denials by reason and payer from summary figures you
 * send us (totals by payer, …), or from your own reports once a BAA is signed."
 */
export const reviewBeforeBaa = `from ${summaryFigures.name} you send us (${summaryFigures.definition}), or from your own reports once a BAA is signed`;

/**
 * The same, short, for a page's closing band, which links to where summary
 * figures are defined (`beforeBaaPage`) instead of spelling them out.
 */
export const reviewBeforeBaaBrief = `from ${summaryFigures.name} you send us, or from your own reports once a BAA is signed`;

/** The page that says what a practice can send before a BAA (the Security and HIPAA page). */
export const beforeBaaPage = { label: 'What you can send before a BAA', to: '/security-and-hipaa' } as const;

/** The same page, named for what a data-safety answer leads to. */
export const dataHandlingPage = { label: 'How we handle your data', to: beforeBaaPage.to } as const;
