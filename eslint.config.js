// Lint: the recommended rules of JavaScript, typescript-eslint, React's hooks and jsx-a11y, plus
// the one architectural rule: server/ and common/ never import the React app (app/), and common/
// (what browser and server share) imports neither side. Formatting is Prettier's job.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const appImports = {
  group: ["**/app/**", "~/*"],
  message: "server/ and common/ must not import the React app; move what both sides need into common/.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".tools/",
      "data/",
      "test-results/",
      "playwright-report/",
      "reports/",
      "mail-preview/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [appImports] }] },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            appImports,
            { group: ["**/server/**"], message: "common/ is shared by browser and server; it imports neither." },
          ],
        },
      ],
    },
  },
  prettier,
);
