import { mountStandalone } from 'shared/standalone';
import AccountsReceivablePage from '../pages/AccountsReceivablePage';
import DenialManagementPage from '../pages/DenialManagementPage';
import EmailMarketingPage from '../pages/EmailMarketingPage';
import EnrollmentCredentialingPage from '../pages/EnrollmentCredentialingPage';
import MedicalBillingPage from '../pages/MedicalBillingPage';
import PaymentPostingPage from '../pages/PaymentPostingPage';
import PriorAuthorizationPage from '../pages/PriorAuthorizationPage';

mountStandalone('Services', [
  { path: '/medical-billing-services', label: 'Medical Billing', element: <MedicalBillingPage /> },
  { path: '/accounts-receivable-services', label: 'Accounts Receivable', element: <AccountsReceivablePage /> },
  { path: '/denial-management-services', label: 'Denial Management', element: <DenialManagementPage /> },
  { path: '/prior-authorization-services', label: 'Prior Authorization', element: <PriorAuthorizationPage /> },
  { path: '/enrollment-credentialing-services', label: 'Enrollment & Credentialing', element: <EnrollmentCredentialingPage /> },
  { path: '/payment-posting', label: 'Payment Posting', element: <PaymentPostingPage /> },
  { path: '/email-marketing-system', label: 'Email Marketing', element: <EmailMarketingPage /> },
]);
