// Small wording helpers shared by the mails.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * "26 Nov, 09:30 UTC": a mail is read hours later in any time zone, so a plain UTC time stays
 * true where "5 minutes ago" would not.
 */
export function mailDate(at: Date): string {
  const time = `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`;
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}, ${time} UTC`;
}

/** "1 update", "3 updates". */
export const counted = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`;

/** The name the greeting uses: the first name, or "there" when it is blank. */
export const greetingName = (firstName: string): string => firstName.trim() || 'there';
