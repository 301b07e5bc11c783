import { LoaderCircle, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  /** The action's button; a deletion ('Excluir', 'Excluindo...', a bin) unless told otherwise. */
  confirmLabel?: string;
  pendingLabel?: string;
  /** The button's icon; null for none. */
  icon?: LucideIcon | null;
  /** The action is known to be refused: only Cancelar is offered. */
  blocked?: boolean;
}

/**
 * The one question before a step that cannot be undone ('Excluir ...?', 'Confirmar
 * pagamento?'). Stays open while the action runs (the caller closes it when done), so a
 * failure is seen next to what it was about.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  onConfirm,
  confirmLabel,
  pendingLabel,
  icon: Icon = Trash2,
  blocked = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const idleLabel = confirmLabel ?? t('common.delete');
  const busyLabel = pendingLabel ?? (confirmLabel ? idleLabel : t('common.deleting'));
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('common.cancel')}</AlertDialogCancel>
          {!blocked && (
            <AlertDialogAction
              disabled={pending}
              onClick={(event) => {
                // Radix closes on click; this dialog closes when the action succeeds.
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending && Icon ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                Icon && <Icon aria-hidden />
              )}
              {pending ? busyLabel : idleLabel}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
