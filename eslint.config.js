import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'bench', 'test-results', 'playwright-report', 'public/local-files-sw.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The hooks plugin's compiler-oriented rules flag ordinary effect patterns used here on purpose.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.serviceworker } },
  },
  {
    // Classic scripts of the prerendered pages, both inline: at the top of the head and at the end of the body.
    files: ['src/app/start.js', 'src/app/firstPaint.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
);
