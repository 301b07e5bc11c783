import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface RowActionsProps {
  /** Where the pencil goes; `editState` travels with it (e.g. the list's filters). */
  editTo: string;
  editState?: unknown;
  editLabel: string;
  deleteLabel: string;
  onDelete: () => void;
}

/** The edit and delete icon buttons at the end of a catalog list row. */
export function RowActions({
  editTo,
  editState,
  editLabel,
  deleteLabel,
  onDelete,
}: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center">
      <Button asChild variant="ghost" size="icon">
        <Link to={editTo} state={editState} aria-label={editLabel} title={t('common.edit')}>
          <Pencil aria-hidden />
        </Link>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={deleteLabel}
        title={t('common.delete')}
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
