// Mainland resident ID numbers: 18 characters, the last a checksum (GB 11643).
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function isMainlandIdNumber(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return CHECK[sum % 11] === id[17];
}

/** Passport and permit numbers differ by country; letters, digits and dashes, 5 to 30 long. */
export function isOverseasDocumentNumber(value: string): boolean {
  return /^[A-Za-z0-9-]{5,30}$/.test(value);
}

/** What the owner sees again of their number: first and last characters only. */
export function maskIdNumber(value: string): string {
  if (value.length <= 2) return '*'.repeat(value.length);
  return `${value[0]}${'*'.repeat(value.length - 2)}${value[value.length - 1]}`;
}
