import { formatDateTime, kioskUrl, type OrderDevice, type OrderDeviceKind } from '@comanda/shared';
import { Trash2, Tv } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LinkWithQrCode } from '@/components/link-with-qr-code';
import { PageHeader } from '@/components/page-header';
import { EmptyState, LoadingState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useSession } from '@/lib/session/get-me';
import { useOrderDevices, usePairDevice, useRevokeDevice } from '../api/order-devices';

const screenPath: Record<Exclude<OrderDeviceKind, 'kiosk'>, string> = {
  board: '/tela',
  kitchen: '/cozinha',
};

/**
 * Where a paired device opens: a kiosk on the shop's own address (/totem), the kitchen display
 * and the board here. The token goes once in the address; the device keeps it.
 */
function pairingLink(kind: OrderDeviceKind, token: string, subdomain: string | null): string {
  const query = `?token=${encodeURIComponent(token)}`;
  if (kind !== 'kiosk') return `${window.location.origin}${screenPath[kind]}${query}`;
  const { appDomain } = getRuntimeConfig();
  const kiosk = subdomain
    ? kioskUrl(window.location, appDomain, subdomain)
    : `${window.location.origin}/totem`;
  return `${kiosk}${query}`;
}

/**
 * /admin/tela: pairs status boards, kitchen displays and kiosks (device tokens) by a link or
 * its QR code, and revokes them.
 */
export default function StatusBoardSettings() {
  const { t } = useTranslation();
  const devices = useOrderDevices();
  const pair = usePairDevice();
  const revoke = useRevokeDevice();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<OrderDeviceKind>('board');
  const [link, setLink] = useState<string | null>(null);
  const session = useSession();
  const subdomain =
    session.data?.status === 'signed-in'
      ? (session.data.me.establishment?.subdomain ?? null)
      : null;
  const failed = (error: Error) => toast.error(errorMessage(error, t('admin.statusBoard.failed')));

  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader
        title={t('admin.modules.statusBoard')}
        description={t('admin.statusBoard.description')}
      />
      <Card className="grid gap-3 p-4">
        <form
          className="grid gap-3 sm:grid-cols-[1fr_auto_auto]"
          onSubmit={(event) => {
            event.preventDefault();
            pair.mutate(
              { name, kind },
              {
                onSuccess: (device) => {
                  setLink(pairingLink(device.kind, device.token, subdomain));
                  setName('');
                },
                onError: failed,
              },
            );
          }}
        >
          <Input
            aria-label={t('admin.statusBoard.name')}
            placeholder={t('admin.statusBoard.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <NativeSelect
            aria-label={t('admin.statusBoard.name')}
            value={kind}
            onChange={(event) => setKind(event.target.value as OrderDeviceKind)}
          >
            <option value="board">{t('admin.statusBoard.kinds.board')}</option>
            <option value="kitchen">{t('admin.statusBoard.kinds.kitchen')}</option>
            <option value="kiosk">{t('admin.statusBoard.kinds.kiosk')}</option>
          </NativeSelect>
          <Button type="submit" disabled={pair.isPending}>
            {t('admin.statusBoard.pair')}
          </Button>
        </form>
        {link && <PairingLink link={link} />}
      </Card>
      {devices.isPending ? (
        <LoadingState label={t('admin.statusBoard.loading')} />
      ) : !devices.data?.length ? (
        <EmptyState icon={Tv} title={t('admin.statusBoard.empty')} />
      ) : (
        <Card className="divide-y divide-border p-0">
          {devices.data.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              revoking={revoke.isPending}
              onRevoke={() => revoke.mutate(device.id, { onError: failed })}
            />
          ))}
        </Card>
      )}
    </div>
  );
}

/** A paired device: its name, kind and pairing date, and its revoke button. */
function DeviceRow({
  device,
  revoking,
  onRevoke,
}: {
  device: OrderDevice;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span className="font-medium">{device.name}</span>
      <Badge variant="outline">{t(`admin.statusBoard.kinds.${device.kind}`)}</Badge>
      <span className="text-sm text-muted-foreground">{formatDateTime(device.createdAt)}</span>
      <span className="ml-auto">
        {device.revokedAt ? (
          <Badge variant="secondary">{t('admin.statusBoard.revoked')}</Badge>
        ) : (
          <Button
            size="sm"
            variant="outline"
            className="text-destructive"
            disabled={revoking}
            onClick={onRevoke}
          >
            <Trash2 aria-hidden />
            {t('admin.statusBoard.revoke')}
          </Button>
        )}
      </span>
    </div>
  );
}

/** The pairing link, shown once: opened on the device, or read there as a QR code. */
function PairingLink({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <LinkWithQrCode
      link={link}
      openLabel={t('admin.statusBoard.open')}
      qrCodeAlt={t('admin.statusBoard.qrCode')}
      testId="device-link"
      className="gap-2 rounded-md bg-muted p-3 text-sm"
    >
      <p>{t('admin.statusBoard.linkHint')}</p>
    </LinkWithQrCode>
  );
}
