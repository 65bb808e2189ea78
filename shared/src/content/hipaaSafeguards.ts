/** How client data is protected in practice, as the home page's HIPAA banner and the Security and HIPAA page state it. */
export const hipaaSafeguards: readonly string[] = [
  'Business associate agreement signed before any patient data is shared',
  'Encrypted connections and individual, role-based logins',
  'Access limited to the team working your account, and logged',
  'HIPAA privacy and security training for every team member, every year',
];
