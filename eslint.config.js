import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The web app's layers (STYLE.md §3): shared (components, hooks, lib, text) → features → app.
// A feature imports only its own folder and the shared layers; pages combining features are
// composed in app/. Imports are relative, so a file's depth says where `../` leads: from
// features/<name>/<depth - 1 folders>/file, depth × '../' reaches the features folder.
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_TESTS = ['**/*.test.{ts,tsx}'];
const crossFeature = (feature, depth) => ({
  regex: `^(\\.\\./){${depth}}(?!${feature}/)[^./]`,
  message:
    'A feature imports only its own folder and the shared layers (components, hooks, lib, text); move what two features need to a shared layer, or compose them in app/.',
});
const longWayRound = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(features|app|student-entry)/`,
  message: 'A feature does not reach into features/ or app/ (its tests may use app/providers).',
});
// The lean student entry (src/student-entry) draws a student's first screens before the full app
// loads: it composes its own folder with lib, hooks, text and two MUI-free components, and none
// of the libraries the full app brings (bench/bundle.mjs measures what it loads).
const LEAN_ENTRY_IMPORTS = [
  {
    regex:
      '^\\.\\./(?!(lib|hooks|text)/|components/(logo|mask-face|connection-banner|language-select|theme-select)\\.tsx$)',
    message:
      'The lean student entry imports its own folder, lib, hooks, text and components/logo, mask-face, connection-banner, language-select or theme-select only; hand over to the full app for the rest.',
  },
  {
    regex:
      '^(@mui/|@emotion/|@tanstack/|notistack$|react-router|react-hook-form|@hookform/|zod$|recharts|pdfjs-dist|dayjs|uqr)',
    message: "The lean student entry stays free of the full app's libraries.",
  },
];
const featureBoundaries = WEB_FEATURES.flatMap((feature) =>
  [1, 2, 3, 4].flatMap((depth) => {
    const files = [`apps/web/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`];
    return [
      {
        files,
        rules: {
          'no-restricted-imports': ['error', { patterns: [crossFeature(feature, depth)] }],
        },
      },
      {
        files,
        ignores: NOT_TESTS,
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [crossFeature(feature, depth), longWayRound(depth)] },
          ],
        },
      },
    ];
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/student-entry/**/*.{ts,tsx}'],
    ignores: NOT_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: LEAN_ENTRY_IMPORTS }] },
  },
  {
    // Its tests may also use the shared test helpers (src/testing).
    files: ['apps/web/src/student-entry/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              ...LEAN_ENTRY_IMPORTS[0],
              regex: LEAN_ENTRY_IMPORTS[0].regex.replace('|text)', '|text|testing)'),
            },
            LEAN_ENTRY_IMPORTS[1],
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{components,hooks,lib,text}/**/*.{ts,tsx}'],
    ignores: NOT_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app|student-entry)/',
              message:
                'The shared layers import neither features, app/ nor the lean student entry.',
            },
          ],
        },
      ],
    },
  },
  {
    // The test kit (src/testing) serves every feature's tests: like a shared layer it imports no
    // feature and not the lean entry (it may render the app's providers and routes).
    files: ['apps/web/src/testing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|student-entry)/',
              message:
                'The test kit imports no feature and not the lean student entry; a helper takes what it needs of a feature from the tests that call it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's realtime plumbing (Socket.IO, handshake refusals, rooms, the socket edge) sits
    // below the features whose namespaces use it; register-realtime.ts, beside app.ts, wires them.
    files: ['apps/server/src/realtime/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+features/',
              message:
                'realtime/ imports no feature; wire a namespace in register-realtime.ts, or move what the plumbing needs out of the feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is shared by both ends: it must stay free of React, the database and Node.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            'react/*',
            'react-dom/*',
            'drizzle-orm',
            'drizzle-orm/*',
            'node:*',
            'pg',
            '@electric-sql/*',
          ],
        },
      ],
    },
  },
);
