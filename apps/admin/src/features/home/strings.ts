/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */

/** features/home/pages/HomePage.tsx */
export const HOME_PAGE = {
  hello: '您好，',
  roleOpen: '（',
  roleClose: '）',
} as const;
