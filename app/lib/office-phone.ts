// How the office writes a phone number: only the office's pages need it, so it stays out of the
// code the public pages load (common/phone.ts, which makes the call links, is in it).

/**
 * A number as the office shows it: a US number typed as bare digits ("4075550177", "14075550177")
 * written the usual way, "(407) 555-0177"; anything else (with its own punctuation, an extension,
 * another country's) as typed.
 */
export const phoneForReading = (phone: string) => {
  const us = /^\s*\+?1?(\d{3})(\d{3})(\d{4})\s*$/.exec(phone);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone;
};
