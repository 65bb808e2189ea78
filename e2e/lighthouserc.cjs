/**
 * Lighthouse CI settings for `npm run bench` (e2e/scripts/bench.mjs), which
 * adds what depends on the run: the URLs (every path of shell/dist/routes.json
 * on the server it starts), the number of runs, and Debian's Chromium with the
 * flags of tooling/server/toolchain.mjs.
 *
 * Lighthouse's default configuration: a mobile screen with simulated
 * throttling. The assertions are the site's targets, judged on the median of
 * the runs of each URL, so one slow run on a busy machine does not decide.
 * Reports stay on this machine (the filesystem target), never uploaded.
 */
const { join } = require('node:path');

const median = { aggregationMethod: 'median' };

module.exports = {
  ci: {
    collect: {
      numberOfRuns: 3,
      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      // bench.mjs reads every result, passed or not, for its table.
      includePassedAssertions: true,
      assertions: {
        'categories:performance': ['error', { ...median, minScore: 0.95 }],
        'categories:accessibility': ['error', { ...median, minScore: 1 }],
        'categories:best-practices': ['error', { ...median, minScore: 1 }],
        'categories:seo': ['error', { ...median, minScore: 1 }],
        'largest-contentful-paint': ['error', { ...median, maxNumericValue: 1800 }],
        'total-blocking-time': ['error', { ...median, maxNumericValue: 150 }],
        'cumulative-layout-shift': ['error', { ...median, maxNumericValue: 0.01 }],
      },
    },
    upload: {
      target: 'filesystem',
      outputDir: join(__dirname, 'reports', 'lighthouse'),
    },
  },
};
