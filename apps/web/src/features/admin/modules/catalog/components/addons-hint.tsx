import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** SPEC §2: the category named Adicionais feeds the kiosk's "Adicionar Produtos". */
export function AddonsHint({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      className={cn(
        'flex gap-2 rounded-lg border border-border bg-accent/60 p-3 text-sm text-foreground',
        className,
      )}
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{t('catalog.addonsHint')}</span>
    </p>
  );
}
