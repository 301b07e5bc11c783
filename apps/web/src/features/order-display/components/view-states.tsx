import { useTranslation } from 'react-i18next';

/** A view's loading, error and empty ('Nada na fila') states, on the display's dark board. */
export function ViewState({ state }: { state: 'loading' | 'error' | 'empty' }) {
  const { t } = useTranslation();
  const text = {
    loading: t('kitchenViews.loading'),
    error: t('kitchenViews.loadFailed'),
    empty: t('kitchenViews.empty'),
  }[state];
  return (
    <p
      role={state === 'error' ? 'alert' : 'status'}
      className="rounded-lg bg-neutral-800 p-8 text-center text-2xl text-neutral-200"
    >
      {text}
    </p>
  );
}
