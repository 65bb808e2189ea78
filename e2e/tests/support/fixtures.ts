import { test as base, expect, type Page, type Request } from '@playwright/test';
import { booking, company } from '../../../shared/src/content/company';
import { emailConfig } from '../../../shared/src/email/config';
import { formMessages } from '../../../shared/src/forms/messages';
import { routeDescriptions } from '../../../shell/src/content/routeDescriptions';
import { notFoundRoute as notFound, routeTable as routes, type SiteRoute } from '../../../shell/src/routes/routeTable';

/** A route with the meta description its page's head carries. */
export type DescribedRoute = SiteRoute & { description: string };

const described = (route: SiteRoute): DescribedRoute => ({ ...route, description: routeDescriptions[route.path]! });

/** The route table, each route with its description (shell/src/content/routeDescriptions.ts). */
export const routeTable: readonly DescribedRoute[] = routes.map(described);
export const notFoundRoute = described(notFound);

export { booking, company, emailConfig, formMessages };

const emailEndpoint = 'https://api.emailjs.com/api/v1.0/email/send';

/** What the email service is told to answer: a status, or a network failure. */
export type EmailAnswer = { status: number; body?: string } | 'network-error';

export interface EmailService {
  /** Requests the page sent to the email service, in order. */
  requests: Request[];
  /** Answer the next requests like this (default 200 OK). */
  answer(answer: EmailAnswer): void;
  /** Hold answers until release() is called, to look at the form while it sends. */
  hold(): void;
  release(): void;
}

/**
 * Every test runs offline: requests that leave localhost are answered by the
 * test (the email service) or refused. Console errors are collected so a test
 * can assert there were none.
 */
export const test = base.extend<{ consoleErrors: string[]; emailService: EmailService }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
    await use(errors);
  },
  emailService: [
    async ({ page }, use) => {
      const requests: Request[] = [];
      let current: EmailAnswer = { status: 200, body: 'OK' };
      let gate: Promise<void> = Promise.resolve();
      let open: () => void = () => {};
      await page.route(
        (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
        async (route) => {
          if (!route.request().url().startsWith(emailEndpoint)) {
            await route.abort('internetdisconnected');
            return;
          }
          requests.push(route.request());
          const answer = current;
          await gate;
          if (answer === 'network-error') await route.abort('failed');
          else await route.fulfill({ status: answer.status, body: answer.body ?? '', contentType: 'text/plain' });
        },
      );
      await use({
        requests,
        answer: (answer) => {
          current = answer;
        },
        hold: () => {
          gate = new Promise((resolve) => {
            open = resolve;
          });
        },
        release: () => open(),
      });
    },
    { auto: true },
  ],
});

export { expect };

/** Where the page's toasts show: the shell's one notifications region. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

export function isPhone(projectName: string): boolean {
  return projectName === 'phone';
}

/** The paths of the scripts the page requests from now on, in order (the list grows as it does). */
export function scriptsRequested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** A colour as computed styles report it. */
export function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
