import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, OPEN_SITE, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function openApp(site: Partial<typeof OPEN_SITE> = {}) {
  setToken('tok-1');
  mockApi({
    app: () => ({ data: { ...OPEN_SITE, ...site } }),
    user: () => ({ data: PLAYER }),
  });
  return renderApp('/app');
}

/** The copy fallback (plain HTTP, as in jsdom): a hidden text area and execCommand('copy'). */
function stubCopy(works: boolean) {
  const copied: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      const area = document.querySelector('textarea');
      if (command === 'copy' && works && area) copied.push(area.value);
      return works;
    },
  });
  return copied;
}

afterEach(() => {
  delete (document as { execCommand?: unknown }).execCommand;
});

describe('/app', () => {
  test('a QR code of the H5 address, and copying the link', async () => {
    const copied = stubCopy(true);
    openApp({ h5_url: 'https://m.site.test/' });
    expect(await screen.findByRole('img', { name: '下载二维码' })).toBeTruthy();
    expect(screen.getByText('https://m.site.test/')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'iOS 下载' })).toBeNull();
    await user().click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('链接已复制到剪贴板')).toBeTruthy();
    expect(copied).toEqual(['https://m.site.test/']);
  });

  test('without an H5 address the QR code is this site; iOS download when configured', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openApp({
      ios_download_url: 'https://apps.example.test/ios',
      ios_download_qrcode: '/img/ios-qr.png',
    });
    expect(await screen.findByRole('img', { name: '下载二维码' })).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/`)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'iOS 下载二维码' }).getAttribute('loading')).toBe(
      'lazy',
    );
    await user().click(screen.getByRole('button', { name: 'iOS 下载' }));
    expect(open).toHaveBeenCalledWith('https://apps.example.test/ios', '_blank');
    expect(await screen.findByText('请允许弹出窗口或手动打开链接')).toBeTruthy();
  });

  test('copying can fail', async () => {
    stubCopy(false);
    openApp({ h5_url: 'https://m.site.test/' });
    await user().click(await screen.findByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('复制链接失败')).toBeTruthy();
  });

  test('login required', async () => {
    mockApi({});
    const app = renderApp('/app');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fapp'));
  });
});
