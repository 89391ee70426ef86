import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const CAPTCHA = 'e2e1';
const root = path.resolve(import.meta.dirname, '..');

/** A fresh 6–16 alphanumeric name. */
export function uniqueName(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}

/** Sets a site setting the way an operator does until the back office exists (`npm run site`). */
export function setSite(key: string, value: string): void {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/site/site-cli.ts', 'set', key, value],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `sqlite:${path.join(root, 'e2e', '.data', 'e2e.db')}` },
      stdio: 'pipe',
    },
  );
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.adm-toast-main').filter({ hasText: text })).toBeVisible();
}
