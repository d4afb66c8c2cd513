import type { ConfigData } from 'html-validate'

/**
 * html-validate's recommended rules for the built pages, less the ones that misfire on what React
 * and Gatsby write: each reason is one line. Everything else stays an error.
 */
export const htmlValidateConfig: ConfigData = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (<meta/>, <br/>): valid HTML, only another style.
    'void-style': 'off',
    // React keeps JSX's spelling of some attributes (charSet, hrefLang, srcSet); HTML ignores case.
    'attr-case': 'off',
    // React writes true boolean attributes with an empty value (selected=""): valid HTML.
    'attribute-boolean-style': 'off',
    // React writes hidden="" (an empty value) the same way: valid HTML.
    'attribute-empty-style': 'off',
    // React's useId ids (":R9n8l7:") and Gatsby's "___gatsby" are valid HTML ids, not CSS names.
    'valid-id': ['error', { relaxed: true }],
    // Gatsby styles its focus wrapper and route announcer inline; our CSP allows inline styles.
    'no-inline-style': 'off',
    // The kit's role="list" is deliberate: Safari drops list semantics without bullets (ui/list).
    'no-redundant-role': 'off',
    // Ignores aria-labelledby (the kit's icon-only links name themselves by their tooltip); axe's
    // link-name rule checks every link's name in the browser tests.
    'wcag/h30': 'off',
  },
}
