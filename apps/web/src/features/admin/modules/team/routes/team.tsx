import {
  newTeamMemberSchema,
  shopRoleLabels,
  staffActions,
  staffRoles,
  type StaffAction,
  type StaffRole,
  type TeamMember,
} from '@comanda/shared';
import { Check, UserCheck, UserX, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ChoiceField } from '@/components/field';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceSelect } from '@/components/ui/native-select';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi } from '@/lib/form';
import { PinCell } from '../components/pin-cell';
import { useAddTeamMember, useChangeTeamMember, useTeam, type TeamChange } from '../api/team';

/** /admin/equipe (issue 32): the shop's people, adding or inviting one, roles, disabling. */
export default function Team() {
  const { t } = useTranslation();
  const team = useTeam();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('admin.modules.team')} description={t('admin.team.description')} />
      <AddMemberForm />
      {team.isPending ? (
        <LoadingState label={t('admin.team.loading')} />
      ) : team.isError ? (
        <ErrorState
          message={errorMessage(team.error, t('admin.team.loadFailed'))}
          retrying={team.isFetching}
          onRetry={() => void team.refetch()}
        />
      ) : team.data.length === 0 ? (
        <EmptyState icon={Users} title={t('admin.team.loading')} />
      ) : (
        <TeamTable members={team.data} />
      )}
      <RoleMatrix />
    </div>
  );
}

const roleLabel = (role: keyof typeof shopRoleLabels) => shopRoleLabels[role];

function AddMemberForm() {
  const { t } = useTranslation();
  const add = useAddTeamMember();
  const form = useFormState({ name: '', email: '', password: '', role: 'cashier' as StaffRole });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { password, ...rest } = form.values;
    const member = form.validate(newTeamMemberSchema, {
      ...rest,
      ...(password ? { password } : {}),
    });
    if (!member) return;
    add.mutate(member, {
      onSuccess: ({ invited }) => {
        toast.success(
          invited
            ? t('admin.team.add.invited', { email: member.email })
            : t('admin.team.add.created', { name: member.name }),
        );
        form.reset();
      },
      onError: (error) => {
        form.setErrors(fieldErrorsFromApi(error));
        toast.error(errorMessage(error, t('admin.team.add.failed')));
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.team.add.title')}</CardTitle>
        <CardDescription>{t('admin.team.add.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
          <FormField label={t('admin.team.add.name')} autoComplete="off" {...form.bind('name')} />
          <FormField
            label={t('admin.team.add.email')}
            type="email"
            autoComplete="off"
            {...form.bind('email')}
          />
          <ChoiceField
            label={t('admin.team.add.role')}
            error={form.errors.role}
            choices={staffRoles}
            value={form.values.role}
            onChoose={(role) => form.setField('role', role)}
            labelOf={roleLabel}
          />
          <FormField
            label={t('admin.team.add.password')}
            type="password"
            autoComplete="new-password"
            hint={t('admin.team.add.passwordHint')}
            {...form.bind('password')}
          />
          <div className="md:col-span-2">
            <Button type="submit" disabled={add.isPending}>
              {t('admin.team.add.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
function TeamTable({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation();
  const change = useChangeTeamMember();
  const [disabling, setDisabling] = useState<TeamMember | null>(null);

  const apply = (member: TeamMember, teamChange: TeamChange) =>
    change.mutateAsync({ id: member.id, change: teamChange }).then(
      () => void toast.success(t('admin.team.changed')),
      (error: unknown) => void toast.error(errorMessage(error, t('admin.team.changeFailed'))),
    );

  const columns = ['name', 'role', 'pin', 'status', 'actions'] as const;
  return (
    <>
      <Card className="overflow-x-auto py-0">
        <table className="w-full min-w-[52rem] text-sm">
          <thead className="border-b border-border bg-muted/50 text-left text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-medium">
                  {t(`admin.team.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {members.map((member) => {
              const name = member.name || member.email;
              const staffRole = member.role === 'admin' ? null : member.role;
              return (
                <tr
                  key={member.id}
                  className={member.disabled ? 'text-muted-foreground' : undefined}
                >
                  <th scope="row" className="px-4 py-3 text-left font-medium">
                    <div className="grid">
                      <span>{member.name || '-'}</span>
                      <span className="text-xs font-normal text-muted-foreground">
                        {member.email}
                      </span>
                    </div>
                  </th>
                  <td className="px-4 py-3">
                    {staffRole ? (
                      <ChoiceSelect
                        aria-label={t('admin.team.roleOf', { name })}
                        disabled={change.isPending}
                        choices={staffRoles}
                        value={staffRole}
                        onChoose={(role) => void apply(member, { kind: 'role', role })}
                        labelOf={roleLabel}
                      />
                    ) : (
                      <Badge variant="default">{roleLabel('admin')}</Badge>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <PinCell member={member} />
                  </td>
                  <td className="px-4 py-3">
                    <Badge variant={member.disabled ? 'secondary' : 'success'}>
                      {member.disabled ? t('admin.team.disabled') : t('admin.team.active')}
                    </Badge>
                  </td>
                  <td className="px-4 py-3">
                    {staffRole &&
                      (member.disabled ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={change.isPending}
                          onClick={() => void apply(member, { kind: 'disabled', disabled: false })}
                        >
                          <UserCheck aria-hidden />
                          {t('admin.team.enable')}
                        </Button>
                      ) : (
                        <Button variant="ghost" size="sm" onClick={() => setDisabling(member)}>
                          <UserX aria-hidden />
                          {t('admin.team.disable')}
                        </Button>
                      ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={t('admin.team.disableTitle', {
          name: disabling?.name || disabling?.email || '',
        })}
        description={t('admin.team.disableDescription')}
        pending={change.isPending}
        confirmLabel={t('admin.team.disable')}
        icon={UserX}
        onConfirm={() => {
          if (!disabling) return;
          void apply(disabling, { kind: 'disabled', disabled: true }).then(() =>
            setDisabling(null),
          );
        }}
      />
    </>
  );
}

/** The permission matrix (decision 051) as the server applies it, for the admin to read. */
function RoleMatrix() {
  const { t } = useTranslation();
  const actions = Object.entries(staffActions) as [
    StaffAction,
    (typeof staffActions)[StaffAction],
  ][];
  return (
    <Card className="overflow-x-auto">
      <CardHeader>
        <CardTitle>{t('admin.team.matrix.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <table className="w-full min-w-[52rem] text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('admin.team.matrix.action')}
              </th>
              {staffRoles.map((role) => (
                <th key={role} scope="col" className="px-2 py-2 text-center font-medium">
                  {roleLabel(role)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {actions.map(([action, { label, roles }]) => (
              <tr key={action}>
                <th scope="row" className="py-2 pr-4 text-left font-normal first-letter:uppercase">
                  {label}
                  {roles.length === 0 && (
                    <span className="text-muted-foreground"> ({t('admin.team.matrix.admin')})</span>
                  )}
                </th>
                {staffRoles.map((role) => {
                  const allowed = (roles as readonly StaffRole[]).includes(role);
                  return (
                    <td key={role} className="px-2 py-2 text-center">
                      {allowed ? (
                        <Check className="mx-auto size-4" aria-label={t('admin.team.matrix.yes')} />
                      ) : (
                        <span className="sr-only">{t('admin.team.matrix.no')}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
