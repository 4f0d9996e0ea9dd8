/*
 * Intl's formatters, made once per locale and options and then reused. Making one is not free:
 * the first of a page (or a process) sets up Intl's locale data, about 20 ms in Node and 30–100 ms
 * in a new Chromium page on this machine, and each further one about 25 µs, so a table that made
 * one per figure spent milliseconds on them alone (decision 020). Nothing is made on import.
 * The caches stay small: the options come from code, and the locales and time zones from short
 * lists (a profile's zone is one of Intl's own, decision 011).
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/**
 * `new Intl.NumberFormat(locale, options)`, made once for each locale and options.
 * @example numberFormat('en-AU', { maximumFractionDigits: 2 }).format(1234.5) // '1,234.5'
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/**
 * `new Intl.DateTimeFormat(locale, options)`, made once for each locale and options.
 * @example dateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(0)) // '1 Jan 1970'
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
