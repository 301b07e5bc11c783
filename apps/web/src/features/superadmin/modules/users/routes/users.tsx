import type { EstablishmentListItem, PlatformUser } from '@comanda/shared';
import {
  KeyRound,
  ShieldMinus,
  ShieldPlus,
  UserCheck,
  UserX,
  Users as UsersIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-states';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { useEstablishments } from '../../../api/list-establishments';
import { useUsers } from '../api/list-users';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useUpdateUser, type UserChange } from '../api/update-user';
import { formatDateTime } from '@comanda/shared';

/** /superadmin/usuarios: every account, its roles and shop, and what the owner can do to it. */
export default function Users() {
  const { t } = useTranslation();
  const users = useUsers();
  const establishments = useEstablishments();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('superadmin.modules.users')}
        description={t('superadmin.users.description')}
      />
      {users.isPending ? (
        <LoadingState label={t('superadmin.users.loading')} />
      ) : users.isError ? (
        <ErrorState
          message={errorMessage(users.error, t('superadmin.users.loadFailed'))}
          retrying={users.isFetching}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.length === 0 ? (
        <EmptyState icon={UsersIcon} title={t('superadmin.users.empty')} />
      ) : (
        <UserTable users={users.data} establishments={establishments.data ?? []} />
      )}
    </div>
  );
}

function UserTable({
  users,
  establishments,
}: {
  users: PlatformUser[];
  establishments: EstablishmentListItem[];
}) {
  const { t } = useTranslation();
  const [disabling, setDisabling] = useState<PlatformUser | null>(null);
  const [linking, setLinking] = useState<Linking | null>(null);
  const columns = ['name', 'roles', 'establishment', 'createdAt', 'status', 'actions'] as const;
  return (
    <>
      <Card className="overflow-x-auto py-0">
        <table className="w-full min-w-[60rem] text-sm">
          <thead className="border-b border-border bg-muted/50 text-left text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-medium">
                  {t(`superadmin.users.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                establishments={establishments}
                onDisable={() => setDisabling(user)}
                onLink={(establishmentId) => setLinking({ user, establishmentId })}
              />
            ))}
          </tbody>
        </table>
      </Card>
      <DisableDialog user={disabling} onClose={() => setDisabling(null)} />
      <LinkDialog
        linking={linking}
        establishments={establishments}
        onClose={() => setLinking(null)}
      />
    </>
  );
}

function useChangeUser() {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const change = (user: PlatformUser, userChange: UserChange, done: string) =>
    update.mutateAsync({ id: user.id, change: userChange }).then(
      () => void toast.success(t('superadmin.common.success'), { description: done }),
      (error: unknown) =>
        void toast.error(t('superadmin.common.error'), {
          description: errorMessage(error, t('superadmin.users.updateFailed')),
        }),
    );
  return { change, pending: update.isPending };
}

/** A sign-up that no shop has yet: it sees 'Aguardando vínculo' until the super admin links it. */
const isWaiting = (user: PlatformUser) =>
  user.establishment === null && !user.roles.includes('super_admin') && !user.disabled;

// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
function UserRow({
  user,
  establishments,
  onDisable,
  onLink,
}: {
  user: PlatformUser;
  establishments: EstablishmentListItem[];
  onDisable: () => void;
  /** Asks first (LinkDialog): a chosen shop gets to see the account's access at once. */
  onLink: (establishmentId: string | null) => void;
}) {
  const { t } = useTranslation();
  const { change, pending } = useChangeUser();
  const reset = useSendPasswordReset();
  const isAdmin = user.roles.includes('admin');
  const isSuperAdmin = user.roles.includes('super_admin');
  // The linked shop may be missing from the list while it loads; it is still an option.
  const options = establishments.some((shop) => shop.id === user.establishment?.id)
    ? establishments
    : [...(user.establishment ? [user.establishment] : []), ...establishments];

  return (
    <tr className={user.disabled ? 'text-muted-foreground' : undefined}>
      <th scope="row" className="px-4 py-3 text-left font-medium">
        <div className="grid">
          <span>{user.name || '-'}</span>
          <span className="text-xs font-normal text-muted-foreground">{user.email}</span>
        </div>
      </th>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-1">
          {user.roles.length === 0 && (
            <Badge variant="outline">{t('superadmin.users.noRole')}</Badge>
          )}
          {user.roles.map((role) => (
            <Badge key={role} variant={role === 'super_admin' ? 'default' : 'accent'}>
              {t(`superadmin.users.roles.${role}`)}
            </Badge>
          ))}
        </div>
      </td>
      <td className="px-4 py-3">
        <NativeSelect
          aria-label={t('superadmin.users.establishmentLabel', { name: user.name || user.email })}
          disabled={pending}
          value={user.establishment?.id ?? ''}
          onChange={(event) => onLink(event.target.value || null)}
        >
          <option value="">{t('superadmin.users.noEstablishment')}</option>
          {options.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {'subdomain' in shop && shop.subdomain
                ? `${shop.name} (${shop.subdomain})`
                : shop.name}
            </option>
          ))}
        </NativeSelect>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(user.createdAt)}</td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-1">
          <Badge variant={user.disabled ? 'secondary' : 'success'}>
            {user.disabled ? t('superadmin.users.disabled') : t('superadmin.users.enabled')}
          </Badge>
          {isWaiting(user) && <Badge variant="accent">{t('superadmin.users.waiting')}</Badge>}
        </div>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-1">
          {!isSuperAdmin && (
            <Button
              variant="ghost"
              size="sm"
              disabled={pending}
              onClick={() =>
                void change(
                  user,
                  { kind: 'admin-role', granted: !isAdmin },
                  t('superadmin.users.roleUpdated'),
                )
              }
            >
              {isAdmin ? <ShieldMinus aria-hidden /> : <ShieldPlus aria-hidden />}
              {isAdmin ? t('superadmin.users.removeAdmin') : t('superadmin.users.grantAdmin')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={reset.isPending || user.disabled}
            onClick={() =>
              reset.mutate(user.id, {
                onSuccess: () =>
                  toast.success(t('superadmin.common.success'), {
                    description: t('superadmin.users.resetSent', { email: user.email }),
                  }),
                onError: (error) =>
                  toast.error(t('superadmin.common.error'), {
                    description: errorMessage(error, t('superadmin.users.resetFailed')),
                  }),
              })
            }
          >
            <KeyRound aria-hidden />
            {t('superadmin.users.sendReset')}
          </Button>
          {user.disabled ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={pending}
              onClick={() =>
                void change(
                  user,
                  { kind: 'disabled', disabled: false },
                  t('superadmin.users.enabledDone'),
                )
              }
            >
              <UserCheck aria-hidden />
              {t('superadmin.users.enable')}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" disabled={pending} onClick={onDisable}>
              <UserX aria-hidden />
              {t('superadmin.users.disable')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** Disabling ends the account's sessions at once: asked before doing it. */
function DisableDialog({ user, onClose }: { user: PlatformUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { change, pending } = useChangeUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('superadmin.users.disableDialog.title')}
      description={t('superadmin.users.disableDialog.description', { email: user?.email ?? '' })}
      pending={pending}
      onConfirm={() => {
        if (!user) return;
        void change(
          user,
          { kind: 'disabled', disabled: true },
          t('superadmin.users.disabledDone'),
        ).then(onClose);
      }}
      confirmLabel={t('superadmin.users.disableDialog.confirm')}
      icon={null}
    />
  );
}

interface Linking {
  user: PlatformUser;
  establishmentId: string | null;
}

/** Linking gives the account a shop's panel (and unlinking takes it away): asked first. */
function LinkDialog({
  linking,
  establishments,
  onClose,
}: {
  linking: Linking | null;
  establishments: EstablishmentListItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { change, pending } = useChangeUser();
  const email = linking?.user.email ?? '';
  const shop = establishments.find((item) => item.id === linking?.establishmentId);
  const unlinking = linking !== null && linking.establishmentId === null;
  return (
    <ConfirmDialog
      open={linking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        unlinking
          ? t('superadmin.users.unlinkDialog.title')
          : t('superadmin.users.linkDialog.title')
      }
      description={
        unlinking
          ? t('superadmin.users.unlinkDialog.description', {
              email,
              name: linking.user.establishment?.name ?? '',
            })
          : t('superadmin.users.linkDialog.description', { email, name: shop?.name ?? '' })
      }
      pending={pending}
      onConfirm={() => {
        if (!linking) return;
        void change(
          linking.user,
          { kind: 'establishment', establishmentId: linking.establishmentId },
          t('superadmin.users.linked'),
        ).then(onClose);
      }}
      confirmLabel={
        unlinking
          ? t('superadmin.users.unlinkDialog.confirm')
          : t('superadmin.users.linkDialog.confirm')
      }
      icon={null}
    />
  );
}
