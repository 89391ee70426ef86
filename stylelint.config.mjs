/**
 * Stylesheets of the player app (apps/web) and the console (apps/admin). Two rules, no exceptions:
 *
 * - Colours come from the theme: a raw hex colour is refused outside a theme.css (one per page:
 *   apps/web/src/theme.css, apps/web/src/venue-play/theme.css for the demo venue's own page,
 *   apps/admin/src/theme.css), where they are custom properties the other stylesheets use.
 * - antd-mobile's and antd's internal class names (`.adm-*`, `.ant-*`) change between versions:
 *   selectors on them live in one override file per app (antd-mobile-overrides.css,
 *   antd-overrides.css), documented there, so an upgrade has one place to check.
 */
const INTERNALS = ['/\\.adm-/', '/\\.ant-/'];

export default {
  rules: {
    'color-no-hex': true,
    'color-no-invalid-hex': true,
    'selector-disallowed-list': [INTERNALS, { splitList: true }],
  },
  overrides: [
    { files: ['**/theme.css'], rules: { 'color-no-hex': null } },
    {
      files: ['apps/web/src/antd-mobile-overrides.css', 'apps/admin/src/antd-overrides.css'],
      rules: { 'selector-disallowed-list': null },
    },
  ],
};
