import { describe, expect, it } from 'vitest';
import { suggestRoute } from './matchRoute';

describe('suggestRoute', () => {
  it('offers a specialty under the other spelling of "specialties"', () => {
    expect(suggestRoute('/specialities/durable-medical-equipment')?.path).toBe('/specialties/durable-medical-equipment');
    expect(suggestRoute('/Specialties/Cardiology/')?.path).toBe('/specialities/cardiology');
    expect(suggestRoute('/specialties')?.path).toBe('/specialities');
  });

  it('offers a page by its own slug, without its folder or inside another', () => {
    expect(suggestRoute('/cardiology')?.path).toBe('/specialities/cardiology');
    expect(suggestRoute('/orthopedics')?.path).toBe('/specialties/orthopedics');
    expect(suggestRoute('/services/denial-management-services')?.path).toBe('/denial-management-services');
    expect(suggestRoute('/old%20site/aboutus')?.path).toBe('/aboutus');
  });

  it('offers nothing for an address close to no page', () => {
    expect(suggestRoute('/no-such-page')).toBeUndefined();
    expect(suggestRoute('/specialities/no-such-specialty')).toBeUndefined();
    expect(suggestRoute('/%E0%A4%A')).toBeUndefined();
  });
});
