import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { ALLOWED_IMPORTS } from './tools/architecture/allowed-imports.js';

// Each package may import only the workspace packages DESIGN.md allows; a lint error names the rule.
const boundaryRules = Object.entries(ALLOWED_IMPORTS).map(([pkg, allowed]) => ({
  files: [`packages/${pkg}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@horizon/(?!(${[...allowed, pkg].join('|')})$)`,
            message: `DESIGN.md: packages/${pkg} may import only ${allowed.join(', ') || 'no workspace package'}.`,
          },
          {
            regex: '^(\\.\\./)+(host|protocol|core|ledger|server|web)/',
            message: 'Import another package by its name, never by a path into its folder.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tsbuild/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  ...boundaryRules,
);
