import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Boundaries: docs/architecture.md. Components read and write Firestore through web/src/lib/firestore.
const firestoreOutsideLib = {
  name: 'firebase/firestore',
  message: 'Components read and write Firestore through a module in web/src/lib/firestore.',
};

// The SDK's packages: the web app reaches Firebase through a module in web/src/lib (reactfire's hooks
// aside, which take the app lib/firebase provides).
const firebaseSdkOutsideLib = {
  regex: '^firebase(/|$)',
  message: 'The web app reaches the Firebase SDK through a module in web/src/lib.',
};

// bulletproof-react's feature zones: a feature imports no other feature; what two share lives in
// lib/ or shared/, and app/ composes them. One zone per feature folder, so a new one is covered.
const webFeatures = fs
  .readdirSync(`${import.meta.dirname}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'A feature imports no other feature: move what both need to web/src/lib or web/src/shared.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-*/**',
      'firebase.offset-*.json',
      'functions/lib/**',
      '.cache/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'functions/*.mjs', 'e2e/**/*.ts', 'scripts/**/*.ts', 'web/public/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.serviceworker } },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['e2e/**/*.ts', 'functions/test/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the import graph stops at the first .ts file and no cycle is ever seen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['core/tsconfig.json', 'functions/tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./web/src/features', './web/src/lib', './web/src/shared'],
              from: './web/src/app',
              message: 'app/ composes the features; nothing imports it.',
            },
            {
              target: ['./web/src/lib', './web/src/shared'],
              from: './web/src/features',
              message: 'lib/ and shared/ serve every feature and import none.',
            },
            ...featureZones,
            {
              target: './core',
              from: ['./functions', './web', './e2e', './scripts'],
              message: 'core/ is pure domain logic: it imports nothing of the other workspaces.',
            },
            {
              target: ['./functions/src/data', './functions/src/dto'],
              from: ['./functions/src/services', './functions/src/http', './functions/src/routes'],
              message: 'data/ and dto/ are the bottom layer of functions: they import no service, route or middleware.',
            },
            {
              target: [
                './functions/src/services',
                './functions/src/email',
                './functions/src/triggers',
                './functions/src/jobs',
                './functions/src/data',
                './functions/src/dto',
                './functions/src/errors',
              ],
              from: ['./functions/src/http', './functions/src/routes', './functions/src/api'],
              message:
                'Services, email, triggers and jobs know nothing of HTTP: they throw the errors of functions/src/errors and take plain values (ownership: services/reads/owned).',
            },
            {
              target: './functions/src/http',
              from: ['./functions/src/routes', './functions/src/api'],
              message: 'http/ is the middleware routes use; api/app.ts composes the two.',
            },
            ...['reads', 'manage-token', 'phones'].map((leaf) => ({
              target: `./functions/src/services/${leaf}`,
              from: ['./functions/src/services', './functions/src/email'],
              except: [`./${leaf}`],
              message: `services/${leaf} is a leaf (the read layer, the manage token, the stored phone): every service may import it, it imports no other service.`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
                'express',
                'react',
                'react-dom',
                '@mui/*',
              ],
              message: 'core/ is pure domain logic: no Firebase, HTTP or UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [firestoreOutsideLib], patterns: [firebaseSdkOutsideLib] }],
      // no-restricted-imports does not see import(): the SDK is mostly loaded lazily.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^firebase($|\\u002F)/]',
          message: firebaseSdkOutsideLib.message,
        },
      ],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/firestore/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [firestoreOutsideLib] }] },
  },
  {
    // Services, data, email, jobs and triggers know nothing of HTTP: only the express app
    // (api/), its middleware (http/), its routers (routes/), the Stripe and Twilio webhook handlers and the
    // preview image's endpoint (og/handler.ts) see a request.
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/api/**',
      'functions/src/http/**',
      'functions/src/routes/**',
      'functions/src/webhooks/stripeEndpoint.ts',
      'functions/src/webhooks/stripeWebhook.ts',
      'functions/src/webhooks/stripeConnectWebhook.ts',
      'functions/src/webhooks/twilioWebhook.ts',
      'functions/src/og/handler.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'express',
              message: 'Only http/, routes/ and the webhook handler import express; services take plain values.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'functions/src/routes/**/*.ts',
      'functions/src/webhooks/stripeEndpoint.ts',
      'functions/src/webhooks/stripeWebhook.ts',
      'functions/src/webhooks/stripeConnectWebhook.ts',
      'functions/src/webhooks/twilioWebhook.ts',
      'functions/src/og/handler.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'express',
              importNames: ['NextFunction', 'RequestHandler', 'ErrorRequestHandler'],
              message: 'Request middleware lives in functions/src/http/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every collection and document path is named once, in data/collections.ts.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/collections.ts', 'functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='db'][callee.property.name=/^(collection|collectionGroup|doc)$/]",
          message: 'Reach Firestore collections through functions/src/data/collections.ts.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(collection|collectionGroup)$/][arguments.0.type=/Literal$/]',
          message: 'Collection names live in functions/src/data/collections.ts.',
        },
      ],
    },
  },
);
