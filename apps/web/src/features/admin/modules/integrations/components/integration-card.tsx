import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * One integration's card on /admin/integracoes: its title and description, then its form once
 * the connection is read (its own loading and error texts, under `integrations.<name>`).
 */
export function IntegrationCard<T>({
  name,
  query,
  children,
}: {
  name: 'ifood' | 'openDelivery' | 'whatsapp';
  query: UseQueryResult<T>;
  children: (view: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(`integrations.${name}.title`)}</CardTitle>
        <CardDescription>{t(`integrations.${name}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <QueryView
          query={query}
          loading={t(`integrations.${name}.loading`)}
          failed={t(`integrations.${name}.loadFailed`)}
        >
          {children}
        </QueryView>
      </CardContent>
    </Card>
  );
}
