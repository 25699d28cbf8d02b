/** Whole years from a YYYY-MM-DD birthday to `now`; null without a valid birthday (spec §3). */
export function ageFromBirthday(birthday: string | null | undefined, now = new Date()): number | null {
  const match = birthday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = now.getFullYear() - year;
  if (now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day)) age -= 1;
  return age >= 0 ? age : null;
}
