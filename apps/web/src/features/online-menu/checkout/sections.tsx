import { formatCents, type PublicOnlineMenu } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import {
  chosenZone,
  offeredFulfilments,
  paymentChoices,
  scheduling,
  type CheckoutErrors,
  type CheckoutForm,
  type Fulfilment,
} from './checkout-form';
import { useCartWait } from '../components/wait-line';
import { controlClass, InputField, RadioCards, SelectField, TextField } from './fields';
import { slotParts } from './slots';

interface SectionProps {
  form: CheckoutForm;
  errors: CheckoutErrors;
  update: (changes: Partial<CheckoutForm>) => void;
}

const sectionClass = 'flex flex-col gap-4 rounded-2xl bg-background p-4 shadow-sm';

/** 'Seus dados': name and WhatsApp. */
export function PersonFields({ form, errors, update }: SectionProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dados" className={sectionClass}>
      <h2 id="dados" className="text-lg font-bold">
        {t('onlineMenu.checkout.you')}
      </h2>
      <InputField
        label={t('onlineMenu.checkout.name')}
        error={errors.name}
        autoComplete="name"
        maxLength={60}
        value={form.name}
        onValue={(name) => update({ name })}
      />
      <InputField
        label={t('onlineMenu.checkout.phone')}
        error={errors.phone}
        hint={t('onlineMenu.checkout.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(11) 91234-5678"
        maxLength={20}
        value={form.phone}
        onValue={(phone) => update({ phone })}
      />
    </section>
  );
}

/**
 * 'Como você quer receber?': the ways offered, their time (this cart's live estimate, the
 * shop's typical one until it comes), and Agendar; while the kitchen is full, why only
 * scheduled orders are taken.
 */
export function FulfilmentFields({
  settings,
  table,
  form,
  errors,
  update,
}: SectionProps & { settings: PublicOnlineMenu; table: number | null }) {
  const { t } = useTranslation();
  const minutes = useCartWait()?.minutes ?? settings.waitMinutes;
  const detail: Record<Fulfilment, string> = {
    mesa: t('onlineMenu.checkout.tableLine', { table }),
    retirada: t('onlineMenu.checkout.readyIn', { minutes }),
    entrega: t('onlineMenu.checkout.deliveryIn', {
      minutes: minutes + (chosenZone(settings, form)?.minutes ?? 0),
    }),
  };
  const options = offeredFulfilments(settings, table).map((value) => ({
    value,
    label: t(`onlineMenu.checkout.${value}`),
    detail: detail[value],
  }));
  return (
    <section className={sectionClass}>
      {settings.scheduledOnly && (
        <p
          role="status"
          data-testid="online-busy"
          className="rounded-xl bg-amber-300 px-4 py-3 font-bold text-amber-950"
        >
          {t('onlineMenu.checkout.busyScheduledOnly')}
        </p>
      )}
      <RadioCards
        legend={t('onlineMenu.checkout.fulfilment')}
        name="fulfilment"
        options={options}
        value={form.fulfilment}
        onChange={(fulfilment) => update({ fulfilment })}
        error={errors.fulfilment}
      />
      <ScheduleFields settings={settings} form={form} errors={errors} update={update} />
    </section>
  );
}

/** Agora or Agendar, and the slot (later today or tomorrow, inside the shop's window). */
function ScheduleFields({
  settings,
  form,
  errors,
  update,
}: SectionProps & { settings: PublicOnlineMenu }) {
  const { t } = useTranslation();
  const schedule = scheduling(settings, form.fulfilment);
  if (!schedule.offered) return null;
  const later = form.later || schedule.required;
  const now = new Date();
  return (
    <>
      {!schedule.required && (
        <RadioCards
          legend={t('onlineMenu.checkout.when')}
          name="when"
          options={[
            { value: 'now', label: t('onlineMenu.checkout.now') },
            { value: 'later', label: t('onlineMenu.checkout.agendar') },
          ]}
          value={later ? 'later' : 'now'}
          onChange={(value) => update({ later: value === 'later' })}
        />
      )}
      {later && (
        <SelectField
          label={t('onlineMenu.checkout.scheduledFor')}
          error={errors.slot}
          value={form.slot}
          onValue={(slot) => update({ slot })}
          placeholder={t('onlineMenu.checkout.chooseSlot')}
        >
          {schedule.slots.map((slot) => {
            const { today, time } = slotParts(slot, now);
            const day = t(today ? 'onlineMenu.checkout.today' : 'onlineMenu.checkout.tomorrow');
            return (
              <option key={slot} value={slot}>
                {t('onlineMenu.checkout.slot', { day, time })}
              </option>
            );
          })}
        </SelectField>
      )}
    </>
  );
}

/** The address: CEP, rua, número, bairro (the shop's zones, with fee and minimum), complemento. */
export function DeliveryFields({
  settings,
  form,
  errors,
  update,
  subtotalCents,
}: SectionProps & { settings: PublicOnlineMenu; subtotalCents: number }) {
  const { t } = useTranslation();
  const zone = chosenZone(settings, form);
  const belowMinimum = zone && subtotalCents < zone.minimumCents;
  return (
    <section aria-labelledby="endereco" className={sectionClass}>
      <h2 id="endereco" className="text-lg font-bold">
        {t('onlineMenu.checkout.entrega')}
      </h2>
      <InputField
        label={t('onlineMenu.checkout.cep')}
        error={errors.cep}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        maxLength={9}
        value={form.cep}
        onValue={(cep) => update({ cep })}
      />
      <InputField
        label={t('onlineMenu.checkout.rua')}
        error={errors.rua}
        autoComplete="address-line1"
        maxLength={80}
        value={form.rua}
        onValue={(rua) => update({ rua })}
      />
      <InputField
        label={t('onlineMenu.checkout.numero')}
        error={errors.numero}
        maxLength={10}
        value={form.numero}
        onValue={(numero) => update({ numero })}
      />
      <SelectField
        label={t('onlineMenu.checkout.bairro')}
        error={errors.zoneId}
        value={form.zoneId}
        onValue={(zoneId) => update({ zoneId })}
        placeholder={t('onlineMenu.checkout.chooseBairro')}
      >
        {settings.zones.map((option) => (
          <option key={option.id} value={option.id}>
            {t('onlineMenu.checkout.zoneOption', {
              bairro: option.bairro,
              fee: formatCents(option.feeCents),
              minimum: formatCents(option.minimumCents),
            })}
          </option>
        ))}
      </SelectField>
      {belowMinimum && (
        <p role="status" className="text-sm font-semibold text-destructive">
          {t('onlineMenu.checkout.belowMinimum', {
            bairro: zone.bairro,
            minimum: formatCents(zone.minimumCents),
          })}
        </p>
      )}
      <InputField
        label={t('onlineMenu.checkout.complemento')}
        autoComplete="address-line2"
        maxLength={60}
        value={form.complemento}
        onValue={(complemento) => update({ complemento })}
      />
    </section>
  );
}

/** Pix online, or on handover: cash (with "troco para") or card. */
export function PaymentFields({
  settings,
  form,
  errors,
  update,
}: SectionProps & { settings: PublicOnlineMenu }) {
  const { t } = useTranslation();
  const onHandover =
    form.fulfilment === 'mesa'
      ? t('onlineMenu.checkout.onHandoverTable')
      : t('onlineMenu.checkout.onHandover');
  const options = paymentChoices(settings).map((value) => ({
    value,
    label:
      value === 'pix'
        ? t('onlineMenu.checkout.pix')
        : t(value === 'dinheiro' ? 'onlineMenu.checkout.cash' : 'onlineMenu.checkout.card'),
    detail: value === 'pix' ? undefined : onHandover,
  }));
  return (
    <section className={sectionClass}>
      <RadioCards
        legend={t('onlineMenu.checkout.payment')}
        name="payment"
        options={options}
        value={form.payment}
        onChange={(payment) => update({ payment })}
        error={errors.payment}
      />
      {form.payment === 'dinheiro' && (
        <TextField label={t('onlineMenu.checkout.troco')} error={errors.troco}>
          {(props) => (
            <MoneyInput
              {...props}
              placeholder="0,00"
              value={form.troco}
              onValueChange={(troco) => update({ troco })}
              className={controlClass}
            />
          )}
        </TextField>
      )}
    </section>
  );
}
