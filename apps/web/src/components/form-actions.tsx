import { LoaderCircle, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Cancelar and Salvar ('Salvando...'), the same at the end of every catalog form. */
export function FormActions({
  busy,
  waiting,
  cancelTo,
}: {
  busy: boolean;
  /** An image is still uploading: saving now would lose it. */
  waiting: boolean;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button asChild variant="outline">
        <Link to={cancelTo}>{t('common.cancel')}</Link>
      </Button>
      <SaveButton busy={busy} disabled={waiting} />
    </div>
  );
}

/** A form's Salvar button: 'Salvando...' with a spinner while `busy`, and disabled then. */
export function SaveButton({ busy, disabled = false }: { busy: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={busy || disabled}>
      {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
      {busy ? t('common.saving') : t('common.save')}
    </Button>
  );
}

/** Cancelar and the form's own submit label, at the end of a form shown in place. */
export function CancelSubmit({
  submitLabel,
  busy,
  onCancel,
  cancelLabel,
  className,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** When the screen says it otherwise ('Cancelar' by default). */
  cancelLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
