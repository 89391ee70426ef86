/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */

/** features/home/pages/HomePage.tsx */
export const HOME_PAGE = {
  text: '您好，',
  text2: '（',
  text3: '）',
} as const;
