/** A US number as typed, "(407) 555-0199", dialled as tel:+14075550199 (the owner's mail and the office both link it). */
export const telHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
};
