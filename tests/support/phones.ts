// The everyday ways a US number is typed (a phone's keypad has no brackets), each to be taken as
// "(407) 555-0999": the unit test of the parsing and the office's e2e test read the same list.
export const everydayPhoneForms = [
  "407 555 0999",
  "407-555-0999",
  "4075550999",
  "(407) 555-0999",
  "407.555.0999",
  "+1 407 555 0999",
] as const;
