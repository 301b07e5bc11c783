import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/lib/session/get-me';
import { ChangePasswordCard } from '../components/change-password-card';
import { TwoFactorCard } from '../components/two-factor-card';

/**
 * /admin/conta and /superadmin/conta: password and two-factor settings of the signed-in user.
 * Rendered inside a panel, whose guard has already loaded the session.
 */
export default function Account() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  if (session?.status !== 'signed-in') return null;
  const { me } = session;

  return (
    <div className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('account.title')}</h1>
        <p className="text-muted-foreground">{t('account.description')}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('account.profile.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            <dt className="text-sm text-muted-foreground">{t('account.profile.name')}</dt>
            <dd className="font-medium">{me.name ?? '—'}</dd>
            <dt className="text-sm text-muted-foreground">{t('account.profile.email')}</dt>
            <dd className="font-medium break-all">{me.email}</dd>
            {me.establishment && (
              <>
                <dt className="text-sm text-muted-foreground">
                  {t('account.profile.establishment')}
                </dt>
                <dd className="font-medium">{me.establishment.name}</dd>
              </>
            )}
          </dl>
        </CardContent>
      </Card>
      <ChangePasswordCard />
      <TwoFactorCard enabled={me.twoFactorEnabled} />
    </div>
  );
}
