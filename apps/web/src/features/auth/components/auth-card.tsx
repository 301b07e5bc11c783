import { UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** The frame of the public account screens (/auth, /setup, password recovery). */
export function AuthCard({
  title,
  description,
  children,
}: {
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-4 sm:p-6">
      <Card className="w-full max-w-md">
        <CardHeader className="justify-items-center gap-3 text-center">
          <div className="flex items-center gap-2 text-primary">
            <UtensilsCrossed aria-hidden className="size-7" />
            <span className="text-2xl font-bold tracking-tight">{t('auth.brand')}</span>
          </div>
          {title && <h1 className="text-xl font-semibold">{title}</h1>}
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}
