import { describe, expect, test, vi } from 'vitest';
import { platformsOf } from './categories.ts';
import { htmlToText } from '../../lib/html-text.ts';
import { openLink } from './open-link.ts';
import { newestPopupNotice } from './api/notices.ts';
import { game } from './test/home-data.ts';

describe('home categories', () => {
  test('games group into one platform each, in the server’s order, the first game launching', () => {
    const platforms = platformsOf([
      game({ plat: 'demo2', plat_name: '演示真人二', code: 'bg1', img: '' }),
      game({ plat: 'demo1', plat_name: '演示真人一', code: 'ag1', img: '/a.png' }),
      game({ plat: 'demo2', plat_name: '演示真人二', code: 'bg2', img: '/b.png' }),
    ]);
    expect(platforms.map((p) => [p.name, p.game.code, p.img])).toEqual([
      ['演示真人二', 'bg1', '/b.png'],
      ['演示真人一', 'ag1', '/a.png'],
    ]);
  });
});

describe('operator text', () => {
  test('HTML becomes plain text: no markup, no script, line breaks kept', () => {
    const text = htmlToText(
      '<p>欢迎<b>光临</b></p><script>window.hacked = 1</script><img src=x onerror="window.hacked=2">第二行<br>第三行 &amp; 更多',
    );
    expect(text).toBe('欢迎光临\n第二行\n第三行 & 更多');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  test('plain text is left alone', () => {
    expect(htmlToText('  一行文字 \n')).toBe('一行文字');
  });
});

describe('announcement popup', () => {
  const notice = (id: number, popup: number, created_at: string) => ({
    id,
    title: `公告${id}`,
    content: '',
    popup,
    created_at,
  });

  test('the newest notice marked popup = 1', () => {
    expect(
      newestPopupNotice([
        notice(1, 1, '2025-01-01 10:00:00'),
        notice(2, 0, '2025-03-01 10:00:00'),
        notice(3, 1, '2025-02-01 10:00:00'),
      ])?.id,
    ).toBe(3);
    expect(newestPopupNotice([notice(2, 0, '2025-03-01 10:00:00')])).toBeNull();
  });
});

describe('banner links', () => {
  test('in-app routes open in place, web addresses in a new window', () => {
    const navigate = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openLink('/#/concise?type=demo4dz', navigate);
    openLink('#/activity', navigate);
    openLink('/vip', navigate);
    openLink('https://example.com/promo', navigate);
    openLink('javascript:alert(1)', navigate);
    expect(navigate.mock.calls).toEqual([['/concise?type=demo4dz'], ['/activity'], ['/vip']]);
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://example.com/promo',
      '_blank',
      'noopener,noreferrer',
    );
  });
});
