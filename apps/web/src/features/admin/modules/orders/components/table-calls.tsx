import { adminTabListSchema, type AdminTab } from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { apiFetch } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useShopEvents } from '@/lib/use-shop-events';

const tabsKey = ['admin', 'orders', 'tabs'] as const;
const tabEvents = ['tab.call', 'tab.updated'];

const calling = (tab: AdminTab) => tab.waiterCalledAt !== null || tab.billRequestedAt !== null;

/**
 * "Chamar garçom" and "Pedir a conta" from the tables' phones (issue #35, decision 077), at
 * the top of Pedidos, live, with a beep once the sound is on (browsers need a tap first).
 * "Atendido" clears the table's calls.
 */
export function TableCalls() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useShopEvents(tabsKey, tabEvents);
  const tabs = useQuery({
    queryKey: tabsKey,
    queryFn: ({ signal }) => apiFetch('/api/admin/tabs', { schema: adminTabListSchema, signal }),
    refetchInterval: 10_000,
  });
  const clear = useMutation({
    mutationFn: (tabId: string) =>
      apiFetch(`/api/admin/tabs/${tabId}/calls/clear`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tabsKey }),
    onError: (error) => toast.error(errorMessage(error, t('admin.orders.tableCalls.failed'))),
  });
  const calls = (tabs.data?.tabs ?? []).filter(calling);
  const audio = useRef<AudioContext | null>(null);
  const [sound, setSound] = useState(false);
  const heard = useRef(0);
  useEffect(() => {
    if (calls.length > heard.current && audio.current) beep(audio.current);
    heard.current = calls.length;
  }, [calls.length]);
  // Only a shop with open table tabs hears of tables.
  if ((tabs.data?.tabs.length ?? 0) === 0) return null;
  return (
    <section aria-labelledby="table-calls" className="grid gap-2">
      <div className="flex items-center gap-2">
        <h2 id="table-calls" className="mr-auto text-xl font-semibold">
          {t('admin.orders.tableCalls.title')}
        </h2>
        {!sound && (
          <Button
            variant="outline"
            onClick={() => {
              audio.current ??= new AudioContext();
              void audio.current.resume();
              setSound(true);
            }}
          >
            {t('admin.orders.tableCalls.sound')}
          </Button>
        )}
      </div>
      {calls.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.orders.tableCalls.none')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {calls.map((tab) => (
            <li key={tab.id}>
              <Card className="flex items-center gap-3 border-amber-500 p-4">
                <BellRing aria-hidden className="size-6 text-amber-700" />
                <span className="mr-auto font-semibold">
                  {tab.label} ·{' '}
                  {[
                    tab.waiterCalledAt && t('admin.orders.tableCalls.waiter'),
                    tab.billRequestedAt && t('admin.orders.tableCalls.bill'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <Button size="sm" onClick={() => clear.mutate(tab.id)}>
                  {t('admin.orders.tableCalls.done')}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function beep(audio: AudioContext) {
  for (let i = 0; i < 2; i += 1) {
    const start = audio.currentTime + i * 0.3;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 660;
    gain.gain.setValueAtTime(0.3, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.25);
  }
}
