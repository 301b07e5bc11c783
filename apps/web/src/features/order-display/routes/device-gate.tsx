import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';
import { errorMessage } from '@/lib/error-message';
import { deviceToken, useDeviceBoard } from '../api/device';

/** The device's token and shop, or a screen saying it must be paired again in the admin. */
export function DeviceGate({
  children,
}: {
  children: (
    token: string,
    board: NonNullable<ReturnType<typeof useDeviceBoard>['data']>,
  ) => ReactNode;
}) {
  const token = deviceToken();
  return token ? <WithBoard token={token}>{children}</WithBoard> : <Unpaired />;
}

function WithBoard({
  token,
  children,
}: {
  token: string;
  children: Parameters<typeof DeviceGate>[0]['children'];
}) {
  const { t } = useTranslation();
  const board = useDeviceBoard(token);
  if (board.isPending) return <LoadingScreen label={t('orderDisplay.loading')} />;
  if (board.isError)
    return <Unpaired reason={errorMessage(board.error, t('orderDisplay.unpaired'))} />;
  return <>{children(token, board.data)}</>;
}

function Unpaired({ reason }: { reason?: string }) {
  const { t } = useTranslation();
  return (
    <main className="grid min-h-dvh place-items-center p-8 text-center">
      <div className="grid gap-3">
        <h1 className="text-3xl font-bold">{t('orderDisplay.unpaired')}</h1>
        {reason && <p>{reason}</p>}
        <p className="text-muted-foreground">{t('orderDisplay.pairHint')}</p>
      </div>
    </main>
  );
}
