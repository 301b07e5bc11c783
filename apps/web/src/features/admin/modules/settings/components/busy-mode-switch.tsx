import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SwitchField } from '@/components/field';
import { errorMessage } from '@/lib/error-message';
import { useBusyMode, useSetBusyMode } from '../api/busy-mode';

/**
 * "Cozinha cheia" by hand: acts at once (not with the form's save), and says whether busy mode
 * is on by itself too.
 */
export function BusyModeSwitch() {
  const { t } = useTranslation();
  const mode = useBusyMode();
  const set = useSetBusyMode();
  const manual = mode.data?.manualSince != null;
  const hint = mode.data?.autoSince
    ? t('settings.busyModeAuto')
    : manual
      ? t('settings.busyModeManual')
      : t('settings.busyModeOff');
  return (
    <div className="sm:col-span-2">
      <SwitchField
        label={t('settings.busyModeSwitch')}
        hint={hint}
        checked={manual}
        disabled={!mode.data || set.isPending}
        onCheckedChange={(on) =>
          set.mutate(on, {
            onError: (error) => toast.error(errorMessage(error, t('settings.saveFailed'))),
          })
        }
      />
    </div>
  );
}
