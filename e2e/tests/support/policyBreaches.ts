import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __reportPolicyViolation?: (violation: string) => void;
  }
}

/**
 * Every breach of the page's Content-Security-Policy or Permissions-Policy
 * from now on, across navigations: the `securitypolicyviolation` events of
 * each document, and what the console says about the policies.
 */
export async function policyBreaches(page: Page): Promise<string[]> {
  const breaches: string[] = [];
  // Inlined images make for long reports: the start says what was refused.
  const report = (text: string) => breaches.push(text.length > 240 ? `${text.slice(0, 240)}…` : text);
  await page.exposeFunction('__reportPolicyViolation', report);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportPolicyViolation?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(message.text())) report(message.text());
  });
  return breaches;
}
