import { describe, expect, it } from 'vitest';
import { placeholdersIn } from './launchFacts.mjs';

describe('placeholdersIn', () => {
  it('finds the placeholder phone, addresses, origin and email-service ids', () => {
    const found = placeholdersIn([
      { file: 'contactus.html', text: 'Call (406) 555-0147 or write to info@example.com. <link rel="canonical" href="https://www.revora-medical-billing.example.com/">' },
      { file: 'assets/index.js', text: 'serviceId:"service_placeholder",publicKey:"public_key_placeholder"' },
    ]);
    expect(found.map((entry) => [entry.file, entry.found])).toEqual([
      ['contactus.html', '555-0147'],
      ['contactus.html', 'info@example.com'],
      ['contactus.html', 'www.revora-medical-billing.example.com'],
      ['assets/index.js', 'service_placeholder'],
      ['assets/index.js', 'public_key_placeholder'],
    ]);
  });

  it('passes real facts', () => {
    expect(placeholdersIn([{ file: 'contactus.html', text: 'Call (406) 442-0100 or write to info@revora.health; serviceId:"service_a1b2c3"' }])).toEqual([]);
  });
});
