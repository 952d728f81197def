// The site's colours by name: the @theme of app/theme.css declares the same values (a unit test holds
// the two together), and the e-mails, which cannot read CSS variables, take theirs from here.
export const palette = {
  paper: "#faf8f4",
  stone: "#efeae1",
  line: "#d9d2c5",
  ink: "#1d2422",
  muted: "#565e5a",
  forest: "#2d4a3e",
  "forest-dark": "#1f362d",
  brass: "#b08d57",
  "brass-dark": "#7a5c2e",
  danger: "#a3261c",
} as const;
