import { defineRemoteConfig } from 'tooling/build/federation';

export default defineRemoteConfig({
  name: 'services',
  exposes: {
    './MedicalBillingPage': './src/pages/MedicalBillingPage.tsx',
    './AccountsReceivablePage': './src/pages/AccountsReceivablePage.tsx',
    './DenialManagementPage': './src/pages/DenialManagementPage.tsx',
    './PriorAuthorizationPage': './src/pages/PriorAuthorizationPage.tsx',
    './EnrollmentCredentialingPage': './src/pages/EnrollmentCredentialingPage.tsx',
    './PaymentPostingPage': './src/pages/PaymentPostingPage.tsx',
    './EmailMarketingPage': './src/pages/EmailMarketingPage.tsx',
  },
});
