import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { operatorCall, operatorToken, registerPlayer } from '../support.ts';

/**
 * Customer service reaches a person (issue 12, item 4): a player at 375×812 opens customer
 * service from /discover (no shift link is set, so getservicerurl answers the built-in chat),
 * writes a message; an operator finds it through the API and replies; the reply appears live,
 * without a reload. Then the operator closes the conversation and the chat says so. The chat
 * passes axe (colour contrast included) with no serious or critical violation.
 */
const shots =
  process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');

async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A 120×80 PNG in two colours (a "receipt" to send): real magic bytes, visible in the shots. */
function receiptPng(): Buffer {
  const width = 120;
  const height = 80;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band =
        y < 24 ? [58, 108, 244] : x % 20 < 16 && y % 12 < 6 ? [200, 205, 215] : [255, 255, 255];
      row.set(band, 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Conversation {
  id: number;
  username: string;
  unread: number;
  state: string;
}

test('a player writes to customer service and an operator answers, live', async ({
  page,
  request,
}) => {
  fs.mkdirSync(shots, { recursive: true });
  const player = await registerPlayer(request, 'kf');
  const ops = await operatorToken(request);

  await page.goto(`/#/discover?token=${player.token}`);
  await page.getByText('在线客服1').click();
  await expect(page).toHaveURL(/#\/kefu\?chat=1$/);
  await expect(page.getByText('您好，请问有什么可以帮您？')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'support-empty.png') });
  expect(await axeProblems(page)).toEqual([]);

  await page.getByLabel('输入消息').fill('你好，我的充值还没到账');
  await page.getByRole('button', { name: '发送', exact: true }).click();
  const list = page.getByRole('list', { name: '聊天记录' });
  await expect(
    list.locator('.chat-row--mine').filter({ hasText: '你好，我的充值还没到账' }),
  ).toBeVisible();
  // The socket of the new conversation is up once the "connecting" line is gone.
  await expect(page.locator('.chat-page__connection')).toHaveCount(0);

  // The operator finds the conversation (open, one unread) and replies.
  const open = await operatorCall<{ data: Conversation[] }>(
    request,
    ops,
    '/api/admin/support/conversations',
    { state: 'open' },
  );
  const conversation = open.data.find((c) => c.username === player.name);
  expect(conversation).toMatchObject({ unread: 1, state: 'open' });
  const opened = await operatorCall<{ messages: { content: string }[] }>(
    request,
    ops,
    '/api/admin/support/conversation',
    { id: conversation!.id },
  );
  expect(opened.messages.map((m) => m.content)).toEqual(['你好，我的充值还没到账']);
  await operatorCall(request, ops, '/api/admin/support/reply', {
    id: conversation!.id,
    content: '您好，已为您查询，款项将在10分钟内到账。',
  });

  // Live: no reload.
  const reply = list.locator('.chat-row--agent').filter({ hasText: '已为您查询' });
  await expect(reply).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'support-reply.png') });
  expect(await axeProblems(page)).toEqual([]);

  // An image: picked, uploaded, sent, shown as a thumbnail that opens large.
  await page.getByLabel('选择图片').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: receiptPng(),
  });
  const thumbnail = list.locator('.chat-row--mine').getByRole('button', { name: '查看大图' });
  await expect(thumbnail).toBeVisible();
  await thumbnail.click();
  const large = page.getByRole('dialog', { name: '查看大图' });
  await expect(large).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'support-image-large.png') });
  await page.keyboard.press('Escape');
  await expect(large).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'support-image.png') });

  // The history is there when the chat is opened again.
  await page.reload();
  await expect(list.locator('.chat-row--agent').filter({ hasText: '已为您查询' })).toBeVisible();
  await expect(list.locator('.chat-row--mine').filter({ hasText: '充值还没到账' })).toBeVisible();
  await expect(page.locator('.chat-page__connection')).toHaveCount(0);

  // Away from the chat, a reply waiting to be read shows on /discover's entry.
  await page.goto('/#/discover');
  await expect(page.getByText('官方资讯')).toBeVisible();
  await operatorCall(request, ops, '/api/admin/support/reply', {
    id: conversation!.id,
    content: '请问还有其他问题吗？',
  });
  await page.reload();
  await expect(page.getByText('1条新回复')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'support-discover-unread.png') });
  expect(await axeProblems(page)).toEqual([]);
  await page.getByText('账户、充值、提现等问题咨询').click();
  await expect(page).toHaveURL(/#\/kefu\?chat=1$/);
  await expect(list.locator('.chat-row--agent').filter({ hasText: '其他问题' })).toBeVisible();
  await expect(page.locator('.chat-page__connection')).toHaveCount(0);

  // The operator closes it: the chat says so, live.
  await operatorCall(request, ops, '/api/admin/support/close', { id: conversation!.id });
  await expect(page.getByText('会话已结束，发送新消息将开始新的会话')).toBeVisible();
  await expect(list.locator('.chat-divider').filter({ hasText: '本次会话已结束' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'support-closed.png') });
  expect(await axeProblems(page)).toEqual([]);
});

test('a visitor is asked to log in before the chat', async ({ page }) => {
  await page.goto('/#/kefu?chat=1');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
});
