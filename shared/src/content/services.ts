import { serviceLevels } from './claims';
import type { ServiceCard } from './types';

/** The six core services as cards (home page and related-service lists). Icons: serviceIcons.ts. */
export const serviceCards = [
  {
    id: 'prior-authorization',
    title: 'Prior Authorization',
    description:
      'We request and track payer approvals before the visit, and record the PAN as soon as it is issued.',
    icon: 'prior-authorization',
    path: '/prior-authorization-services',
  },
  {
    id: 'billing',
    title: 'Billing',
    description:
      `Charge entry, claim scrubbing and clean electronic submission within timely filing limits, ${serviceLevels.businessDayWork.phrase}.`,
    icon: 'billing',
    path: '/medical-billing-services',
  },
  {
    id: 'payment-posting',
    title: 'Payment Posting',
    description:
      'ERA and EOB payments posted line by line, reconciled to deposits, with underpayments and denials flagged.',
    icon: 'payment-posting',
    path: '/payment-posting',
  },
  {
    id: 'denial-management',
    title: 'Denial Management',
    description:
      'Every CARC and RARC traced to its root cause, corrected or appealed, and fixed upstream so it is less likely to return.',
    icon: 'denial-management',
    path: '/denial-management-services',
  },
  {
    id: 'account-receivable',
    title: 'Account Receivable',
    description:
      'Aged claims worked by payer and balance, follow-up calls documented, and days in A/R tracked against your targets.',
    icon: 'account-receivable',
    path: '/accounts-receivable-services',
  },
  {
    id: 'credentialing-enrollment',
    title: 'Credentialing and Enrollment',
    description:
      'Medicare, Medicaid and commercial enrollment, CAQH ProView upkeep and re-credentialing dates tracked for you.',
    icon: 'credentialing-enrollment',
    path: '/enrollment-credentialing-services',
  },
] as const satisfies readonly ServiceCard[];
