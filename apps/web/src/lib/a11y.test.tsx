import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CapsuleTabs } from 'antd-mobile';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { TopBar } from '../components/TopBar.tsx';
import { KeyboardCapsuleTabs } from '../components/KeyboardCapsuleTabs.tsx';

function Platforms() {
  const [active, setActive] = useState('all');
  return (
    <>
      <KeyboardCapsuleTabs activeKey={active} onChange={setActive}>
        <CapsuleTabs.Tab key="all" title="全部平台" />
        <CapsuleTabs.Tab key="demo1" title="演示真人一" />
        <CapsuleTabs.Tab key="demo4" title="演示电子一" />
      </KeyboardCapsuleTabs>
      <p>当前：{active}</p>
    </>
  );
}

describe('widget semantics', () => {
  test('capsule tabs become a tablist of tabs a keyboard reaches and selects', async () => {
    render(<Platforms />);
    expect(await screen.findByRole('tablist')).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['全部平台', '演示真人一', '演示电子一']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);

    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(tabs[1]);
    await user.keyboard('{Enter}');
    expect(screen.getByText('当前：demo1')).toBeTruthy();
    // the selected state follows the widget's own class
    await waitFor(() => expect(tabs[1]!.getAttribute('aria-selected')).toBe('true'));
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('false');

    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByText('当前：demo4')).toBeTruthy();
  });

  test("the top bar's back arrow is a button named 返回; no back control on a tab root", async () => {
    let backs = 0;
    const { rerender } = render(<TopBar onBack={() => (backs += 1)}>充值</TopBar>);
    await userEvent.setup().click(screen.getByRole('button', { name: '返回' }));
    expect(backs).toBe(1);
    rerender(<TopBar back={null}>首页</TopBar>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('首页')).toBeTruthy();
  });
});
