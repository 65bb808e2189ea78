import { claims, onboardingTypical, type ArtGlyph } from 'shared';
import accountsReceivableArt from 'shared/art/services/accounts-receivable.json' with { type: 'json' };
import medicalBillingArt from 'shared/art/services/medical-billing.json' with { type: 'json' };
import cardiologyArt from 'shared/art/specialties/cardiology.json' with { type: 'json' };
/** A slide of the home page's hero slider. */
export interface HeroSlide {
  id: 'revenue-cycle' | 'accounts-receivable' | 'cardiology';
  eyebrow: string;
  heading: string;
  description: string;
  action: { label: string; to: string };
  /** The slide's motif: the same as the page its action opens. */
  art: ArtGlyph;
}

/** The three slides, in order. The first slide's heading is also the page's h1 (see homeHeading). */
export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'revenue-cycle',
    eyebrow: 'Medical billing for US practices',
    heading: 'End-to-End Revenue Cycle Management',
    description:
      `Eligibility, coding, claims, payment posting and denial appeals, run by one team under a signed business associate agreement. A ${claims.claimAcceptance.figure} average claim acceptance rate, and live ${onboardingTypical}.`,
    action: { label: 'Read More', to: '/aboutus' },
    art: medicalBillingArt,
  },
  {
    id: 'accounts-receivable',
    eyebrow: 'Every open claim worked',
    heading: 'Accounts Receivable Solutions',
    description:
      'We work every open claim by payer and balance, follow up before timely filing limits close and appeal underpayments, so open balances are worked, not written off by default.',
    action: { label: 'Learn More', to: '/accounts-receivable-services' },
    art: accountsReceivableArt,
  },
  {
    id: 'cardiology',
    eyebrow: 'Specialty billing',
    heading: 'Advanced Cardiology Billing Services',
    description:
      'Echocardiography, stress testing, cardiac catheterization and device checks coded with the right modifiers, and 0-, 10- and 90-day global periods tracked for every procedure.',
    action: { label: 'Discover More', to: '/specialities/cardiology' },
    art: cardiologyArt,
  },
];

/** The home page's h1: the first slide's heading, exposed whichever slide shows. */
export const homeHeading = heroSlides[0]!.heading;
