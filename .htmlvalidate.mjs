import { defineConfig } from 'html-validate';

/*
 * html-validate's configuration for every prerendered page
 * (`pnpm check:html`: html-validate shell/dist/pages). The standard preset,
 * no rule turned off, and:
 * - form: React 19 writes a placeholder `action` for a form whose action is a
 *   function, never submitted (React's form replay holds a submit made before
 *   hydration), which is not a URL (it has spaces). This exact value, as React
 *   escapes it, is accepted beside any URL without whitespace.
 * - no-redundant-role: a native table's rows and cells take their roles from
 *   their elements, as the W3C Nu HTML Checker requires (it rejects a role on
 *   the tr, th and td of a table without a role).
 */
export default defineConfig({
  root: true,
  extends: ['html-validate:standard'],
  elements: [
    'html5',
    {
      form: {
        attributes: {
          action: {
            enum: ['/^\\s*\\S+\\s*$/', "/^javascript:throw new Error\\((?:'|&#x27;)React form unexpectedly submitted\\.(?:'|&#x27;)\\)$/"],
          },
        },
      },
    },
  ],
  rules: { 'no-redundant-role': 'error' },
});
