/** What "HIPAA Compliance at the Core" means in practice (the home page's HIPAA banner). */
export const hipaaSafeguards: readonly string[] = [
  'Business associate agreement signed before any data is shared',
  'Encrypted connections and individual, role-based logins',
  'Access limited to the team working your account, and logged',
  'HIPAA privacy and security training for every team member, every year',
];
