import { kitchenViews, orderChannelLabels, orderChannels } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { KitchenViews } from '../hooks/use-kitchen-view';

/**
 * 'Pedidos', 'Totais', 'Produção', 'Embalagem': what this tablet shows; and 'Canal': every
 * channel, or only the chosen ones. Both kept on the tablet.
 */
export function KitchenViewBar({ views }: { views: KitchenViews }) {
  const { t } = useTranslation();
  const chip = (key: string, label: string, pressed: boolean, onClick: () => void) => (
    <Button
      key={key}
      variant={pressed ? 'default' : 'secondary'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div role="group" aria-label={t('kitchenViews.view')} className="flex flex-wrap gap-2">
        {kitchenViews.map((view) =>
          chip(view, t(`kitchenViews.views.${view}`), view === views.view, () =>
            views.choose(view),
          ),
        )}
      </div>
      <div role="group" aria-label={t('kitchenViews.channels')} className="flex flex-wrap gap-2">
        <span className="self-center font-semibold">{t('kitchenViews.channels')}:</span>
        {chip('all', t('kitchenViews.allChannels'), views.channels.length === 0, () =>
          views.toggleChannel(null),
        )}
        {orderChannels.map((channel) =>
          chip(channel, orderChannelLabels[channel], views.channels.includes(channel), () =>
            views.toggleChannel(channel),
          ),
        )}
      </div>
    </div>
  );
}
