import { ageFromBirthday } from './age';

describe('ageFromBirthday', () => {
  const now = new Date(2026, 5, 15);
  it('counts whole years', () => {
    expect(ageFromBirthday('2000-06-15', now)).toBe(26);
    expect(ageFromBirthday('2000-06-16', now)).toBe(25);
    expect(ageFromBirthday('2000-01-01', now)).toBe(26);
    expect(ageFromBirthday('2000-12-31', now)).toBe(25);
  });
  it('has no age without a valid past birthday', () => {
    expect(ageFromBirthday(null, now)).toBeNull();
    expect(ageFromBirthday('junk', now)).toBeNull();
    expect(ageFromBirthday('2030-01-01', now)).toBeNull();
  });
});
