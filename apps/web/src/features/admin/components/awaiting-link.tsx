import { ArrowLeft, Hourglass, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/lib/session/sign-out';
import { CardContent } from '@/components/ui/card';
import { StatusScreen } from '@/components/status-screen';

/**
 * An admin whose account no platform administrator has linked to an establishment yet: the
 * panel has nothing to show, so it says what happens next instead of failing.
 */
export function AwaitingLink({ email }: { email: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <StatusScreen
      icon={<Hourglass aria-hidden className="size-12 text-primary" />}
      title={t('admin.awaitingLink.title')}
      description={t('admin.awaitingLink.description')}
      largeText
      wide
      details={
        <CardContent className="grid gap-1">
          <p className="text-sm text-muted-foreground">{t('admin.awaitingLink.signedInAs')}</p>
          <p className="font-medium break-all">{email}</p>
        </CardContent>
      }
      actions={
        <>
          <Button asChild variant="ghost">
            <Link to="/admin/conta">
              <UserCog aria-hidden />
              {t('panel.account')}
            </Link>
          </Button>
          <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('panel.signOut')}
          </Button>
        </>
      }
    />
  );
}

/** The account page for an admin still awaiting the link, outside the panel it cannot use. */
export function StandaloneAccount({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="min-h-dvh bg-muted/40 p-4 md:p-6">
      <div className="mx-auto grid max-w-3xl gap-4">
        <Button asChild variant="ghost" className="justify-self-start">
          <Link to="/admin">
            <ArrowLeft aria-hidden />
            {t('admin.awaitingLink.back')}
          </Link>
        </Button>
        {children}
      </div>
    </main>
  );
}
