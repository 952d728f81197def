/** How an extension is written after a number: "ext 12", "ext. 12", "x12", "extension 12", "#12". */
const EXTENSION = /\s*(?:,|;)?\s*(?:ext\.?|extension|x|#)\s*(\d{1,6})\s*$/i;

/**
 * A number as typed, dialled: a US number "(407) 555-0199" as tel:+14075550199, one with an
 * extension ("407 555 0400 ext 1234") as tel:+14075550400;ext=1234 (RFC 3966), so the extension
 * is not dialled as part of the number (the owner's mail and the office both link it).
 */
export const telHref = (phone: string) => {
  const extension = EXTENSION.exec(phone);
  const number = (extension ? phone.slice(0, extension.index) : phone).replace(/[^\d+]/g, "");
  const dialled = /^\d{10}$/.test(number) ? `+1${number}` : /^1\d{10}$/.test(number) ? `+${number}` : number;
  return `tel:${dialled}${extension ? `;ext=${extension[1]}` : ""}`;
};

/**
 * A number as the office tells one person's enquiries by it: its last ten digits (a country code
 * aside), when it has seven or more; undefined for anything shorter.
 */
export const phoneKey = (phone: string) => {
  const digits = phone.replace(/\D/g, "").slice(-10);
  return digits.length >= 7 ? digits : undefined;
};

/**
 * A US number in any everyday form, "407 555 0999", "407-555-0999", "407.555.0999", "4075550999",
 * "(407) 555-0999", "+1 407 555 0999" or "1-407-555-0999", in the house form "(407) 555-0999";
 * undefined for anything else (too few digits, letters, another country's number), so the office
 * can say what to type. A phone's keypad has no brackets: the office takes the number as typed on it.
 */
export const housePhone = (typed: string): string | undefined => {
  // Only the separators people type between the groups; anything else (a letter, "ext") is not a plain number.
  if (!/^[\d\s().+-]+$/.test(typed.trim())) return undefined;
  const digits = typed.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  // A "+" names a country: only +1 is a US number.
  if (typed.includes("+") && !/^\s*\+1\D*\d/.test(typed)) return undefined;
  // North American numbers: neither the area code nor the exchange starts with 0 or 1.
  const match = /^([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(national);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : undefined;
};
