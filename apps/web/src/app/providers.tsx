import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTelegramAutoLogin } from '../api/telegram-login.ts';
import { RepairGate } from '../features/site/RepairGate.tsx';

function TelegramAutoLogin() {
  useTelegramAutoLogin();
  return null;
}

/** Query cache, the whole-site repair switch, and the Telegram session start. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RepairGate>
        <TelegramAutoLogin />
        {children}
      </RepairGate>
    </QueryClientProvider>
  );
}
