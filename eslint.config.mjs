// Lint rules as the Docusaurus ecosystem sets them: typed TypeScript rules, React hooks, accessibility,
// and Docusaurus' own rules for links and translations. Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'versioned_docs/',
      'versioned_sidebars/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  // No blanket disables, and every inline disable says why after "--".
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@eslint-community/eslint-comments/require-description': 'error',
    },
  },
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.browser, ...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      // Docusaurus' logger is a tagged template (logger.warn`...`): a statement of its own.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/canvas/**/*.ts'],
    rules: {
      // Twig.js reports template errors with its own exception object (`Twig.Error`, typed `TwigError`),
      // which is not an `Error`; Canvas' tags throw it so their errors read like Twig.js' own.
      '@typescript-eslint/only-throw-error': [
        'error',
        {allow: [{from: 'file', name: 'TwigError', path: 'src/canvas/tags/internals.ts'}]},
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    rules: {
      ...docusaurus.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Component tests mock the theme's own markup, which renders plain anchors.
    files: ['**/*.test.tsx'],
    rules: {'@docusaurus/no-html-links': 'off'},
  },
  {
    // Plain JavaScript (scripts, benchmarks, configs) is not in the TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'src/test/styleMock.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
