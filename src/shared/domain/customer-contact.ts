/**
 * The customer's phone, email and address (ADR 024): what the server accepts, in words a person
 * reads, and the links a technician taps. Pure, so the detail dialog checks a value before sending
 * it without loading zod, with the same words as the server's 400.
 */

/** Fewer digits than a local number is a typo; more than E.164's 15 is not a phone number. */
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;

/** ' ext. 12', ' x12', '#12' at the end: an office's extension, dialled after a pause. */
const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*(\d{1,6})$/i;
/** Digits with the usual separators; a + only in front. */
const NUMBER = /^\+?[\d\s().-]+$/;

type ParsedPhone = { digits: string; international: boolean; extension: string | null };

function parsePhone(value: string): ParsedPhone | null {
  const text = value.trim();
  const extension = EXTENSION.exec(text);
  const number = extension ? text.slice(0, extension.index) : text;
  if (!NUMBER.test(number)) return null;
  return {
    digits: number.replace(/\D/g, ''),
    international: number.startsWith('+'),
    extension: extension?.[1] ?? null,
  };
}

/** Why `value` is not a phone number, in the field's words, or undefined when it is one. */
export function phoneProblem(value: string, label: string): string | undefined {
  const phone = parsePhone(value);
  if (!phone) {
    return `${label} may only contain digits, spaces, ( ) - . a leading + and an extension such as ext. 12`;
  }
  if (phone.digits.length < PHONE_MIN_DIGITS || phone.digits.length > PHONE_MAX_DIGITS) {
    return `${label} must have ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`;
  }
  return undefined;
}

/**
 * zod's own email pattern (z.email(), zod/v4/core/regexes.js), so the browser and the server agree
 * on every address: a local part without leading, trailing or doubled dots, '@', a dotted domain.
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;

/** Why `value` is not an email address, in the field's words, or undefined when it is one. */
export function emailProblem(value: string, label: string): string | undefined {
  return EMAIL.test(value.trim()) ? undefined : `${label} must be an email address such as name@example.com`;
}

/**
 * The call link of a phone number, or null when the stored text is not one (older data): digits
 * only, the + kept, and an extension after a comma, which phone dialers read as a pause.
 */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone || phoneProblem(phone, 'Phone')) return null;
  const parsed = parsePhone(phone);
  if (!parsed) return null;
  const number = `${parsed.international ? '+' : ''}${parsed.digits}`;
  return `tel:${number}${parsed.extension ? `,${parsed.extension}` : ''}`;
}

/** The mail link of an address, or null when the stored text is not one. */
export function mailtoHref(email: string | null | undefined): string | null {
  if (!email || emailProblem(email, 'Email')) return null;
  return `mailto:${email.trim()}`;
}

/** 'location, city' as one line; null when neither is known. */
export function addressLine(
  location: string | null | undefined,
  city: string | null | undefined,
): string | null {
  const parts = [location, city].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** A map search for the address (Google Maps' documented search URL), or null without one. */
export function directionsHref(location: string | null | undefined, city: string | null | undefined) {
  const address = addressLine(location, city);
  if (!address) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
