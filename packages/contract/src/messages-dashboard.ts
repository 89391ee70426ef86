/** Messages of the operator dashboard (ours). Merged into MSG (messages.ts). */
export const DASHBOARD_MSG = {
  dashboardDaysInvalid: '统计天数须为7~90的整数', // ours
} as const;
