import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { makeFixture, makeMarket, makeResult, ME, meOf } from '../test/data.ts';
import FixturePage from './FixturePage.tsx';

const ROUTES = [{ path: '/sports/fixtures/:id', element: <FixturePage /> }];
const AT = { path: '/sports/fixtures/501' };

/** The open confirmation dialog whose title matches. */
async function confirmBox(title: string | RegExp): Promise<HTMLElement> {
  const [node] = await screen.findAllByText(title);
  return node!.closest('.ant-modal-confirm') as HTMLElement;
}

const market = () => screen.getByTestId('market-11');

describe('FixturePage (trader)', () => {
  it('shows every market with prices, odds and the liability per selection', async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsFixture, makeFixture());
    renderConsole(ROUTES, AT);
    expect(await screen.findByText('青岚竞技 vs 赤焰联队')).toBeTruthy();
    expect(api.calls(adminCalls.adminSportsFixture)[0]).toEqual({ id: 501 });
    const home = within(market()).getByText('主胜').closest('tr') as HTMLElement;
    // price, odds shown, stakes, bets, payout if it wins, the book's net
    expect([...home.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '主胜',
      '2.10',
      '2.00',
      '1,000.00',
      '3',
      '2,000.00',
      '-500.00',
    ]);
    // the worst case is the home win: its row is marked and the header says it in red
    expect(home.getAttribute('data-worst')).toBe('true');
    expect(
      within(market()).getByText('最坏情况 -500.00').closest('.ant-typography')!.className,
    ).toContain('danger');
    const draw = within(market()).getByText('平局').closest('tr') as HTMLElement;
    expect(draw.getAttribute('data-worst')).toBeNull();
    // the handicap line: its line, margin and who priced it
    const ah = screen.getByTestId('market-12');
    expect(ah.textContent).toContain('盘口线 -0.25');
    expect(ah.textContent).toContain('利润率 4%');
    expect(within(ah).getByText('人工')).toBeTruthy();
    expect(within(market()).getByText('数据源')).toBeTruthy();
  });

  it('edits prices and margin, confirming old → new odds', { timeout: 60_000 }, async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsFixture, makeFixture())
      .on(adminCalls.adminSportsMarketUpdate, () => makeFixture());
    renderConsole(ROUTES, AT);
    await screen.findByText('青岚竞技 vs 赤焰联队');
    fireEvent.click(within(market()).getByRole('button', { name: '调整赔率' }));
    const dialog = await screen.findByRole('dialog', { name: /调整赔率：独赢/ });
    fireEvent.change(within(dialog).getByLabelText('主胜原始赔率'), { target: { value: '2.30' } });
    fireEvent.change(within(dialog).getByLabelText('利润率（%）'), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    const box = await confirmBox('确认调整「独赢」的赔率？');
    // applyMargin([2.30, 3.40, 3.60], 6 %): the server's rule
    expect(box.textContent).toContain('主胜：2.00 → 2.18');
    expect(box.textContent).toContain('平局：3.25 → 3.22');
    expect(box.textContent).toContain('客胜：3.40 → 3.41');
    expect(box.textContent).toContain('利润率：5% → 6%');
    expect(api.calls(adminCalls.adminSportsMarketUpdate)).toHaveLength(0);
    fireEvent.click(within(box).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsMarketUpdate)).toEqual([
        {
          id: 11,
          action: 'price',
          margin_bp: 600,
          prices: { home: '2.30', draw: '3.40', away: '3.60' },
        },
      ]),
    );
  });

  it('refuses a price out of range before sending', async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsFixture, makeFixture());
    renderConsole(ROUTES, AT);
    await screen.findByText('青岚竞技 vs 赤焰联队');
    fireEvent.click(within(market()).getByRole('button', { name: '调整赔率' }));
    const dialog = await screen.findByRole('dialog', { name: /调整赔率：独赢/ });
    fireEvent.change(within(dialog).getByLabelText('客胜原始赔率'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请为每个选项填写1.01~1000之间的赔率')).toBeTruthy();
    expect(api.calls(adminCalls.adminSportsMarketUpdate)).toHaveLength(0);
  });

  it('suspends a market after a confirmation, and voids only after saying what it does', async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsFixture, makeFixture())
      .on(adminCalls.adminSportsMarketUpdate, () =>
        makeFixture({ markets: [makeMarket({ state: 'suspended' })] }),
      );
    renderConsole(ROUTES, AT);
    await screen.findByText('青岚竞技 vs 赤焰联队');
    fireEvent.click(within(market()).getByRole('button', { name: /暂\s*停/ }));
    const box = await confirmBox('确认暂停「独赢」？');
    fireEvent.click(within(box).getByRole('button', { name: /暂\s*停/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsMarketUpdate)).toEqual([
        { id: 11, action: 'suspend' },
      ]),
    );
    fireEvent.click(
      within(screen.getByTestId('market-12')).getByRole('button', { name: /作\s*废/ }),
    );
    const voidBox = await confirmBox('确认作废「让球 -0.25」？');
    expect(voidBox.textContent).toContain('该盘口的所有注单按无效处理');
    fireEvent.click(within(voidBox).getByRole('button', { name: /取\s*消/ }));
    expect(api.calls(adminCalls.adminSportsMarketUpdate)).toHaveLength(1);
  });

  it('suspends the whole fixture, and cancels it only through a second operator', async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsFixture, makeFixture())
      .on(adminCalls.adminSportsFixtureUpdate, () => makeFixture({ state: 'suspended' }))
      .on(adminCalls.adminSportsResultEnter, () => makeResult({ id: 80, score: null }));
    renderConsole(ROUTES, AT);
    await screen.findByText('青岚竞技 vs 赤焰联队');
    fireEvent.click(screen.getByRole('button', { name: '暂停全部' }));
    const box = await confirmBox('确认暂停本场全部盘口？');
    fireEvent.click(within(box).getByRole('button', { name: '暂停全部' }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsFixtureUpdate)).toEqual([
        { id: 501, action: 'suspend' },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: '取消赛事' }));
    const cancel = await confirmBox('确认取消本场赛事？');
    expect(cancel.textContent).toContain('需另一位操作员');
    fireEvent.click(within(cancel).getByRole('button', { name: '提交取消' }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsResultEnter)).toEqual([
        { fixture: 501, cancel: true },
      ]),
    );
  });

  it('adds a handicap line priced by the trader', { timeout: 60_000 }, async () => {
    const api = mockApi()
      .on(adminCalls.me, meOf(ME))
      .on(adminCalls.adminSportsFixture, makeFixture())
      .on(adminCalls.adminSportsMarketCreate, () => makeFixture());
    renderConsole(ROUTES, AT);
    fireEvent.click(await screen.findByRole('button', { name: /新增盘口线/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增盘口线' });
    fireEvent.change(within(dialog).getByLabelText('盘口线'), { target: { value: '-0.3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /新\s*增/ }));
    expect(await within(dialog).findByText('盘口线须为0.25的倍数')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('盘口线'), { target: { value: '-0.75' } });
    fireEvent.change(await within(dialog).findByLabelText('青岚竞技 -0.75原始赔率'), {
      target: { value: '2.25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /新\s*增/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.adminSportsMarketCreate)).toEqual([
        {
          fixture: 501,
          type: 'ah',
          line: '-0.75',
          margin_bp: 400,
          prices: { home: '2.25', away: '1.95' },
        },
      ]),
    );
  });

  it('is read-only for a role that may not trade', async () => {
    mockApi()
      .on(adminCalls.me, meOf({ ...ME, role: 'support' }))
      .on(adminCalls.adminSportsFixture, makeFixture());
    renderConsole(ROUTES, AT);
    await screen.findByText('青岚竞技 vs 赤焰联队');
    expect(within(market()).getByText('-500.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '调整赔率' })).toBeNull();
    expect(screen.queryByRole('button', { name: '暂停全部' })).toBeNull();
    expect(screen.queryByRole('button', { name: '提交复核' })).toBeNull();
  });
});
