export interface FormatNumberOptions {
  decimals?: number;
  separator?: string;
}

const GROUP_SIZE = 3;

/** Spec §9: 2 decimals, groups of 3 separated by a space: 1234567.891 -> '1 234 567.89'. */
export function formatNumber(value: number | string | null | undefined, options: FormatNumberOptions = {}): string {
  const { decimals = 2, separator = ' ' } = options;
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || (typeof value === 'string' && value.trim() === '')) return '';
  const fixed = Math.abs(n).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(new RegExp(`\\B(?=(\\d{${GROUP_SIZE}})+(?!\\d))`, 'g'), separator);
  // Rounding can turn a tiny negative into zero; '-0.00' would read as a real negative amount.
  const negative = n < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
