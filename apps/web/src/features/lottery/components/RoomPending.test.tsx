import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { LOTTERY_TYPE } from '@app/contract/lottery-constants';
import { RoomPending } from './RoomPending.tsx';

test('a room on its way shows its title and hint, and takes no typing until it is there', async () => {
  render(
    <RoomPending title="幸运28 · 高手房" lotteryType={LOTTERY_TYPE.sumOfThree} onBack={() => {}} />,
  );
  expect(screen.getByText('幸运28 · 高手房')).toBeTruthy();
  const input = screen.getByRole('textbox', { name: '发送' });
  expect(input.getAttribute('readonly')).not.toBeNull();
  await userEvent.type(input, '大100');
  expect((input as HTMLInputElement).value).toBe('');
});
