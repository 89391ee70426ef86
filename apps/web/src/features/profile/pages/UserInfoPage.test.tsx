import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const PROFILE = {
  ...PLAYER,
  realname: '李明',
  mobile: '13812345678',
  email: 'li@example.com',
  birthday: '1990-05-20',
};

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('/userInfo', () => {
  test('shows the read-only name and real name and the saved contact fields', async () => {
    setToken('tok-1');
    mockApi({ user: () => ({ data: PROFILE }) });
    renderApp('/userInfo');
    expect(await screen.findByText('李明')).toBeTruthy();
    expect(screen.getByText('player01')).toBeTruthy();
    expect(screen.getByText('1990-05-20')).toBeTruthy();
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13812345678');
    expect((screen.getByLabelText('邮箱') as HTMLInputElement).value).toBe('li@example.com');
  });

  test('checks mobile and e-mail with the spec messages before saving', async () => {
    setToken('tok-1');
    const server = mockApi({ user: () => ({ data: PROFILE }), updateUserInfo: () => ({}) });
    renderApp('/userInfo');
    const mobile = (await screen.findByLabelText('手机号')) as HTMLInputElement;
    await user().clear(mobile);
    await user().type(mobile, '1234');
    await user().click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('请输入正确手机号')).toBeTruthy();
    await user().clear(mobile);
    await user().type(mobile, '13900001111');
    const email = screen.getByLabelText('邮箱') as HTMLInputElement;
    await user().clear(email);
    await user().type(email, 'bad@');
    await user().click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('请输入正确邮箱号')).toBeTruthy();
    expect(server.callsTo('updateUserInfo')).toHaveLength(0);

    await user().clear(email);
    await user().type(email, 'new@example.com');
    await user().click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('updateUserInfo')).toHaveLength(1));
    expect(server.callsTo('updateUserInfo')[0]!.body).toEqual({
      mobile: '13900001111',
      email: 'new@example.com',
      birthday: '1990-05-20',
    });
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  test('refuses a file that is not a GIF, PNG or JPEG, or over 5 MB, without uploading', async () => {
    setToken('tok-1');
    const server = mockApi({ user: () => ({ data: PROFILE }) });
    renderApp('/userInfo');
    await screen.findByText('更换头像');
    chooseFile(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('请选择 GIF, PNG 或 JPG 格式的图片。')).toBeTruthy();
    const big = new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' });
    chooseFile(big);
    expect(await screen.findByText('图片大小不能超过 5MB。')).toBeTruthy();
    expect(server.callsTo('uploadImg')).toHaveLength(0);
  });

  test('uploads the avatar and shows the new one; a refusal shows the server message', async () => {
    setToken('tok-1');
    let avatar = '';
    const server = mockApi({
      user: () => ({ data: { ...PROFILE, avatar } }),
      uploadImg: (_body, n) => {
        if (n === 2) return { code: 400, message: '请选择 GIF, PNG 或 JPG 格式的图片。' };
        avatar = '/uploads/0123456789abcdef0123456789abcdef.png';
        return { message: '头像上传成功！', data: avatar };
      },
    });
    renderApp('/userInfo');
    await screen.findByText('更换头像');
    chooseFile(new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('头像上传成功！')).toBeTruthy();
    expect(server.callsTo('uploadImg')[0]!.multipart).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'player01' }).getAttribute('src')).toBe(avatar),
    );
    chooseFile(new File([new Uint8Array([1, 2, 3])], 'fake.gif', { type: 'image/gif' }));
    expect(await screen.findByText('请选择 GIF, PNG 或 JPG 格式的图片。')).toBeTruthy();
  });
});
