/**
 * The most common passwords: the `passwords-common` list (49,233 entries, most used first) of
 * @zxcvbn-ts/language-common 4.1.3 (MIT), the list zxcvbn's estimator is built on. The package
 * (every one of its dictionaries) loads with the first password checked, not at start-up: it would
 * hold several megabytes of the server's memory from the start for the few requests that set a
 * password.
 */
let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '3': 'e',
  $: 's',
  '5': 's',
  '1': 'i',
  '!': 'i',
  '7': 't',
};
const unLeet = (s: string) => s.replace(/[@40$35!17]/g, (ch) => LEET[ch] ?? ch);
/** A common word dressed up: "Sunshine2024!" is "sunshine" with digits and a symbol added. */
const core = (s: string) => s.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/**
 * Whether a password is a common one, also when written with capitals, l33t substitutions
 * (P@ssw0rd) or digits and symbols added at either end (Password2024!).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const lower = password.toLowerCase();
  const list = await commonPasswords();
  const candidates = new Set([
    lower,
    unLeet(lower),
    core(lower),
    core(unLeet(lower)),
    unLeet(lower).replace(/1/g, 'l'),
  ]);
  return [...candidates].some((c) => c.length >= 4 && list.has(c));
}
