import { averageAcrossClients, claims, dataHandlingPage, reviewBeforeBaa, type FaqGroup } from 'shared';

/** The home page's two FAQ lists (5 and 6 questions). */
export const homeFaqs: readonly [FaqGroup, FaqGroup] = [
  {
    title: 'Working with us',
    items: [
      {
        question: 'How long does it take to get started?',
        answer:
          `Typically within ${claims.onboardingDays.figure} once we have access to your systems, for providers already enrolled with their payers. We sign a business associate agreement (BAA), set up access to your practice management system and clearinghouse, review your fee schedule and payer contracts, and start on new claims and your open A/R. Enrolling a provider with a new payer is separate and takes longer.`,
      },
      {
        question: 'Do we have to change our EHR or practice management software?',
        answer:
          'No. We work inside the systems you already use, so your front desk and providers keep their routine and your data stays where it is.',
      },
      {
        question: 'What does the free consultation include?',
        answer:
          `A call with a billing specialist who looks at your denial rate, days in A/R and payer mix ${reviewBeforeBaa}, shows you where revenue is slipping away and explains what we would change. There is no obligation.`,
      },
      {
        question: 'How do you charge for your services?',
        answer:
          'Most practices pay a percentage of what we actually collect, so we are paid when you are paid, where state law allows it; in a state that restricts percentage arrangements, we quote a flat fee instead. Medicare and Medicaid payments go straight to your practice’s own account, never to us, as federal rules require for a billing company paid this way (42 CFR 424.73(b)(3), 424.80(b)(5) and 447.10(f)), and our percentage is the same whatever codes are billed. Single services such as credentialing or prior authorization can be billed at a flat monthly fee. Your proposal states the rate before you sign anything.',
      },
      {
        question: 'Will we still know what is happening with our claims?',
        answer:
          'Yes. Every month you receive a report on charges, payments, denials, days in A/R and collections by payer, and you have a named account manager to call or email during business hours.',
      },
    ],
  },
  {
    title: 'Claims, payments and compliance',
    items: [
      {
        question: 'What is a clean claim ratio, and what is yours?',
        answer:
          `It is the share of claims that pass our pre-submission scrubber (payer and NCCI edits) with no correction needed. Ours is ${claims.cleanClaim.figure} ${averageAcrossClients}. Claim acceptance (${claims.claimAcceptance.figure}) is a different figure: the share of submitted claims accepted by the clearinghouse and the payer’s front end on first submission.`,
      },
      {
        question: 'How do you handle denied claims?',
        answer:
          'Each denial is worked from its CARC and RARC codes: we correct and resubmit what can be fixed, appeal what was denied in error with the supporting documentation, and fix the root cause so the same error is less likely to recur.',
      },
      {
        question: 'Can you work our old accounts receivable?',
        answer:
          'Yes. We sort aged claims by payer, balance and timely filing deadline, work the ones most likely to pay first, and tell you plainly which balances can no longer be collected.',
      },
      {
        question: 'How are payments posted?',
        answer:
          'ERA files are posted electronically and paper EOBs by hand, line by line, then reconciled to your bank deposits. Underpayments against your contracted rates and denials found while posting go straight to follow-up.',
      },
      {
        question: 'Is our patients’ information safe with you?',
        answer:
          'We sign a BAA before we see any patient information, work only over encrypted connections with individual logins and role-based access, and train every team member on HIPAA privacy and security each year.',
        more: dataHandlingPage,
      },
      {
        question: 'Do you handle credentialing and payer enrollment?',
        answer:
          'Yes. We enroll providers with Medicare through PECOS, with Medicaid and with commercial plans, keep CAQH ProView profiles attested and current, and track re-credentialing and revalidation dates so each one can be filed before it lapses.',
      },
    ],
  },
];
