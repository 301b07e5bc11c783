import type { RegisterView } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { CounterMode } from '../utils/checkout';

/** The open register's name and operator, and what else the cashier can do with it. */
export function RegisterToolbar({
  register,
  setMode,
}: {
  register: RegisterView;
  setMode: (mode: CounterMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-auto font-semibold">
        {t('pdv.register.title', { name: register.name, operator: register.operator })}
      </span>
      <Button variant="outline" onClick={() => setMode({ name: 'tabs' })}>
        {t('pdv.register.tabs')}
      </Button>
      <Button variant="outline" onClick={() => setMode({ name: 'due' })}>
        {t('pdv.register.due')}
      </Button>
      <Button variant="outline" onClick={() => setMode({ name: 'sangria' })}>
        {t('pdv.register.sangria')}
      </Button>
      <Button variant="outline" onClick={() => setMode({ name: 'suprimento' })}>
        {t('pdv.register.suprimento')}
      </Button>
      <Button variant="outline" onClick={() => setMode({ name: 'history' })}>
        {t('pdv.register.history')}
      </Button>
      <Button variant="destructive" onClick={() => setMode({ name: 'close' })}>
        {t('pdv.register.close')}
      </Button>
    </div>
  );
}
