import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { MSG } from '@app/contract/messages';
import { getToken } from '../../../lib/session.ts';
import { mockApi, PLAYER, TOKEN } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const captchaAnswers = (call: number) => ({
  data: { key: `key-${call}`, image: `data:image/svg+xml;base64,Q${call}` },
});

async function fill(fields: {
  name: string;
  password: string;
  confirm?: string;
  code: string;
  adult?: boolean;
}) {
  await userEvent.type(await screen.findByPlaceholderText('请输入6~16位字母或数字'), fields.name);
  await userEvent.type(screen.getByPlaceholderText('请输入6~16位密码'), fields.password);
  if (fields.confirm !== undefined) {
    await userEvent.type(screen.getByPlaceholderText('请再次输入密码'), fields.confirm);
  }
  await userEvent.type(screen.getByPlaceholderText('请输入验证码'), fields.code);
  if (fields.adult !== false) await userEvent.click(screen.getByRole('checkbox', { name: ADULT }));
}

const ADULT = /我已年满18周岁/;

describe('registration (/reg2)', () => {
  test('different passwords are refused before anything is sent', async () => {
    const server = mockApi({ captcha: (_body, call) => captchaAnswers(call) });
    renderApp('/reg2');
    await fill({ name: 'player01', password: 'secret1', confirm: 'secret2', code: 'ab12' });
    await userEvent.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText(MSG.passwordMismatch)).toBeTruthy();
    expect(server.callsTo('register')).toHaveLength(0);
  });

  test('a wrong captcha answer clears the answer and shows a new image', async () => {
    const server = mockApi({
      captcha: (_body, call) => captchaAnswers(call),
      register: () => ({ code: 400, message: MSG.captchaWrong }),
    });
    renderApp('/reg2?pid=42');
    const image = await screen.findByAltText('验证码');
    expect(image.getAttribute('src')).toBe('data:image/svg+xml;base64,Q1');
    await fill({ name: 'player01', password: 'secret1', confirm: 'secret1', code: 'zzzz' });
    await userEvent.click(screen.getByRole('button', { name: '立即注册' }));

    expect(await screen.findByText(MSG.captchaWrong)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByAltText('验证码').getAttribute('src')).toBe(
        'data:image/svg+xml;base64,Q2',
      ),
    );
    expect((screen.getByPlaceholderText('请输入验证码') as HTMLInputElement).value).toBe('');
    expect(server.callsTo('captcha')).toHaveLength(2);
    expect(server.callsTo('register')[0]?.body).toEqual({
      name: 'player01',
      realname: 'player01',
      password: 'secret1',
      confirmPass: 'secret1',
      code: 'zzzz',
      key: 'key-1',
      pid: '42',
      adult: 1,
    });
    expect(getToken()).toBeNull();
  });

  test('the age confirmation is required before anything is sent', async () => {
    const server = mockApi({ captcha: (_body, call) => captchaAnswers(call) });
    renderApp('/reg2');
    await fill({
      name: 'player01',
      password: 'secret1',
      confirm: 'secret1',
      code: 'ab12',
      adult: false,
    });
    const box = screen.getByRole('checkbox', { name: ADULT }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText(MSG.adultRequired)).toBeTruthy();
    expect(server.callsTo('register')).toHaveLength(0);
  });

  test('after registering, the app says once where the limits are', async () => {
    mockApi({
      captcha: (_body, call) => captchaAnswers(call),
      register: () => ({ data: TOKEN }),
      user: () => ({ data: PLAYER }),
    });
    const app = renderApp('/reg2');
    await screen.findByAltText('验证码');
    await fill({ name: 'player01', password: 'secret1', confirm: 'secret1', code: 'ab12' });
    await userEvent.click(screen.getByRole('button', { name: '立即注册' }));
    const dialog = await screen.findByRole('dialog', { name: '理性娱乐' });
    expect(dialog.textContent).toContain('我的 → 责任博彩');
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(within(dialog).getByRole('button', { name: '去设置' }));
    await waitFor(() => expect(app.location()).toBe('/responsible'));
  });

  test('a successful registration starts the session and goes home', async () => {
    mockApi({
      captcha: (_body, call) => captchaAnswers(call),
      register: () => ({ data: TOKEN }),
      user: () => ({ data: PLAYER }),
    });
    const app = renderApp('/reg2');
    await screen.findByAltText('验证码');
    await fill({ name: 'player01', password: 'secret1', confirm: 'secret1', code: 'ab12' });
    await userEvent.click(screen.getByRole('button', { name: '立即注册' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(getToken()).toBe('tok-1');
    expect(await screen.findByText('player01')).toBeTruthy();
  });

  test('/reg has no confirmation field and sends no confirmPass', async () => {
    const server = mockApi({
      captcha: (_body, call) => captchaAnswers(call),
      register: () => ({ code: 400, message: MSG.nameTaken }),
    });
    renderApp('/reg');
    await screen.findByAltText('验证码');
    expect(screen.queryByPlaceholderText('请再次输入密码')).toBeNull();
    await fill({ name: 'player01', password: 'secret1', code: 'ab12' });
    await userEvent.click(screen.getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText(MSG.nameTaken)).toBeTruthy();
    expect(server.callsTo('register')[0]?.body).not.toHaveProperty('confirmPass');
  });
});
