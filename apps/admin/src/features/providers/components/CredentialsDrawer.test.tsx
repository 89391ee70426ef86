import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { ADMIN, makeProvider, meOf, OUR_PEM } from '../test/data.ts';
import ProvidersPage from '../pages/ProvidersPage.tsx';

const PATH = '/providers/list';
const SECRET = 'S3cret-shared-with-provider!';

async function openCredentials(code: string) {
  const row = (await screen.findByText(code)).closest('tr') as HTMLElement;
  fireEvent.click(await within(row).findByRole('button', { name: '设置密钥' }));
  return screen.findByRole('dialog', { name: /密钥设置/ });
}

describe('CredentialsDrawer (密钥设置)', () => {
  it(
    'takes a new HMAC secret write-only: sent once, never shown',
    { timeout: 60_000 },
    async () => {
      const api = mockApi()
        .on(adminCalls.me, meOf(ADMIN))
        .on(adminCalls.adminProviders, [makeProvider('alpha')])
        .on(adminCalls.adminProviderCredentials, () => makeProvider('alpha'));
      renderConsole(<ProvidersPage />, { path: PATH });
      const drawer = await openCredentials('alpha');
      expect(within(drawer).getByText('已设置')).toBeTruthy();
      const input = within(drawer).getByLabelText('共享密钥') as HTMLInputElement;
      expect(input.type).toBe('password');
      expect(input.value).toBe('');

      fireEvent.change(input, { target: { value: 'short' } });
      fireEvent.click(within(drawer).getByRole('button', { name: '更换密钥' }));
      expect(await within(drawer).findByText(MSG.providerSecretInvalid)).toBeTruthy();
      expect(api.calls(adminCalls.adminProviderCredentials)).toHaveLength(0);

      fireEvent.change(input, { target: { value: SECRET } });
      fireEvent.click(within(drawer).getByRole('button', { name: '更换密钥' }));
      await waitFor(() =>
        expect(api.calls(adminCalls.adminProviderCredentials)).toEqual([
          { code: 'alpha', secret: SECRET },
        ]),
      );
      expect(await screen.findByText('密钥已保存')).toBeTruthy();
      await waitFor(() =>
        expect((within(drawer).getByLabelText('共享密钥') as HTMLInputElement).value).toBe(''),
      );
      expect(document.body.innerHTML).not.toContain(SECRET);
    },
  );

  it(
    'RSA: shows our public key to copy, saves theirs, and makes a new pair after a confirmation',
    { timeout: 90_000 },
    async () => {
      const rsa = makeProvider('beta', { signing: 'rsa-sha256', public_key: OUR_PEM });
      const api = mockApi()
        .on(adminCalls.me, meOf(ADMIN))
        .on(adminCalls.adminProviders, [rsa])
        .on(adminCalls.adminProviderCredentials, () => rsa);
      renderConsole(<ProvidersPage />, { path: PATH });
      const drawer = await openCredentials('beta');
      expect(drawer.textContent).toContain('-----BEGIN PUBLIC KEY-----');
      expect(within(drawer).getByRole('button', { name: /复制/ })).toBeTruthy();
      expect(within(drawer).queryByLabelText('共享密钥')).toBeNull();
      const theirs = within(drawer).getByLabelText('厂商公钥（PEM）') as HTMLTextAreaElement;
      expect(theirs.value).toBe('');

      fireEvent.change(theirs, { target: { value: 'not a key' } });
      fireEvent.click(within(drawer).getByRole('button', { name: '保存厂商公钥' }));
      expect(await within(drawer).findByText(/请粘贴 PEM 格式的公钥/)).toBeTruthy();
      const pem = `-----BEGIN PUBLIC KEY-----\nTHEIRS\n-----END PUBLIC KEY-----`;
      fireEvent.change(theirs, { target: { value: `${pem}\n` } });
      fireEvent.click(within(drawer).getByRole('button', { name: '保存厂商公钥' }));
      await waitFor(() =>
        expect(api.calls(adminCalls.adminProviderCredentials)).toEqual([
          { code: 'beta', provider_public_key: pem },
        ]),
      );

      fireEvent.click(within(drawer).getByRole('button', { name: '生成新密钥对' }));
      const [title] = await screen.findAllByText('确认生成新的我方密钥对？');
      const box = title!.closest('.ant-modal-confirm') as HTMLElement;
      expect(box.textContent).toContain('旧密钥立即失效');
      expect(api.calls(adminCalls.adminProviderCredentials)).toHaveLength(1);
      fireEvent.click(within(box).getByRole('button', { name: /生\s*成/ }));
      await waitFor(() =>
        expect(api.calls(adminCalls.adminProviderCredentials)[1]).toEqual({
          code: 'beta',
          rotate_our_key: true,
        }),
      );
    },
  );

  it('says when no key is set yet, and tells the server refusal', { timeout: 60_000 }, async () => {
    mockApi()
      .on(adminCalls.me, meOf(ADMIN))
      .on(adminCalls.adminProviders, [
        makeProvider('beta', { signing: 'rsa-sha256', has_credentials: false }),
      ])
      .fail(adminCalls.adminProviderCredentials, 503, MSG.providerKeyMissing);
    renderConsole(<ProvidersPage />, { path: PATH });
    const drawer = await openCredentials('beta');
    expect(within(drawer).getByText('未设置')).toBeTruthy();
    expect(drawer.textContent).toContain('保存厂商公钥后自动生成我方密钥对');
    fireEvent.change(within(drawer).getByLabelText('厂商公钥（PEM）'), {
      target: { value: '-----BEGIN PUBLIC KEY-----\nX\n-----END PUBLIC KEY-----' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存厂商公钥' }));
    expect(await screen.findByText(MSG.providerKeyMissing)).toBeTruthy();
  });
});
