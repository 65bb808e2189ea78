/** The growth banner's heading, text and action, over the sample report. */
export const growthBanner = {
  heading: 'Grow & scale your medical billing service',
  text: 'Adding providers, locations or a new specialty should not mean hiring more billers. We scale with you: the same clean-claim process for every new payer and provider, and monthly reports that show each provider and location on its own.',
  action: 'View More About Us',
} as const;

/**
 * What the monthly report a client receives shows, panel by panel, named as
 * the sample report's panels are (SampleReportArt), for the home page's
 * growth banner. The drawing is an illustration, not a client's report.
 */
export const sampleReport = {
  heading: 'What you get each month',
  panels: [
    {
      name: 'Collections vs expected',
      explains: 'What your payers paid, month by month, against what your fee schedules and contracts say they owe.',
    },
    {
      name: 'A/R by age',
      explains: 'Open balances by how long they have waited, in the chart’s age buckets, so you see the oldest money being worked first.',
    },
    {
      name: 'Denials by reason',
      explains: 'Denials grouped by their reason codes, with what was corrected, appealed and changed upstream.',
    },
  ],
  note: 'Illustrative sample, not a client’s data.',
} as const;
