import { printerConnections, printerKinds, type Printer } from '@comanda/shared';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { SaveButton } from '@/components/form-actions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { ChoiceField, Field, SwitchField } from '@/components/field';
import { focusFirstInvalid } from '@/lib/focus';
import { type FieldErrors, saveFailed } from '@/lib/form';
import { useFormState } from '@/hooks/use-form-state';
import { useSavePrinter } from '../api/save-printer';
import {
  emptyPrinterForm,
  printerFormFromPrinter,
  validatePrinterForm,
  type PrinterFormValues,
} from '../utils/printer-form';

/** Adds a printer, or edits one: name, cliente/cozinha, connection and its address, paper. */
export function PrinterEditor({ printer, onDone }: { printer?: Printer; onDone: () => void }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    values,
    errors,
    setErrors,
    setField: change,
  } = useFormState<PrinterFormValues>(() =>
    printer ? printerFormFromPrinter(printer) : emptyPrinterForm(),
  );
  const save = useSavePrinter();
  const busy = save.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const validation = validatePrinterForm(values);
    if (!validation.success) {
      setErrors(validation.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate(
      { id: printer?.id, input: validation.input },
      {
        onSuccess: () => {
          toast.success(t('printing.form.saved'));
          onDone();
        },
        onError: saveFailed(setErrors, t('printing.form.saveFailed')),
      },
    );
  }

  const part = { values, errors, busy, change };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {printer ? t('printing.form.editTitle') : t('printing.form.newTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          aria-label={printer ? t('printing.form.editTitle') : t('printing.form.newTitle')}
          className="grid gap-5"
        >
          <FormField
            label={t('printing.form.name')}
            placeholder={t('printing.form.namePlaceholder')}
            autoComplete="off"
            required
            disabled={busy}
            value={values.name}
            error={errors.name}
            onChange={(event) => change('name', event.target.value)}
          />
          <PrinterKindFields {...part} />
          <ConnectionFields {...part} />
          <PrinterSwitches {...part} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <SaveButton busy={busy} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

interface PartProps {
  values: PrinterFormValues;
  errors: FieldErrors;
  busy: boolean;
  change: <K extends keyof PrinterFormValues>(field: K, value: PrinterFormValues[K]) => void;
}

/** Cliente or cozinha, how the printer is reached, and its paper. */
function PrinterKindFields({ values, errors, busy, change }: PartProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <ChoiceField
        label={t('printing.form.kind')}
        error={errors.kind}
        disabled={busy}
        choices={printerKinds}
        value={values.kind}
        onChoose={(choice) => change('kind', choice)}
        labelOf={(kind) => t(`printing.kinds.${kind}`)}
      />
      <ChoiceField
        label={t('printing.form.connection')}
        error={errors.connectionType}
        disabled={busy}
        choices={printerConnections}
        value={values.connectionType}
        onChoose={(choice) => change('connectionType', choice)}
        labelOf={(type) => t(`printing.connections.${type}`)}
      />
      <Field label={t('printing.form.paperWidth')} error={errors.paperWidth}>
        {(props) => (
          <NativeSelect
            {...props}
            disabled={busy}
            value={values.paperWidth}
            onChange={(event) => change('paperWidth', event.target.value === '58' ? '58' : '80')}
          >
            <option value="80">{t('printing.form.paper80')}</option>
            <option value="58">{t('printing.form.paper58')}</option>
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}

/** Where the chosen connection finds the printer: address, device or QZ Tray name. */
function ConnectionFields({ values, errors, busy, change }: PartProps) {
  const { t } = useTranslation();
  const connection = values.connectionType;
  return (
    <>
      {connection === 'network' && (
        <>
          <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
            <FormField
              label={t('printing.form.ip')}
              placeholder="192.168.0.50"
              autoComplete="off"
              disabled={busy}
              value={values.ip}
              error={errors.ip}
              onChange={(event) => change('ip', event.target.value)}
            />
            <FormField
              label={t('printing.form.port')}
              inputMode="numeric"
              autoComplete="off"
              disabled={busy}
              value={values.port}
              error={errors.port}
              onChange={(event) => change('port', event.target.value)}
            />
          </div>
          <SwitchField
            label={t('printing.form.viaAgent')}
            hint={t('printing.form.viaAgentHint')}
            checked={values.viaAgent}
            disabled={busy}
            onCheckedChange={(viaAgent) => change('viaAgent', viaAgent)}
          />
        </>
      )}
      {connection === 'usb' && (
        <FormField
          label={t('printing.form.device')}
          hint={t('printing.form.deviceHint')}
          autoComplete="off"
          disabled={busy}
          value={values.device}
          error={errors.device}
          onChange={(event) => change('device', event.target.value)}
        />
      )}
      {connection === 'qz' && (
        <FormField
          label={t('printing.form.printerName')}
          hint={t('printing.form.printerNameHint')}
          autoComplete="off"
          disabled={busy}
          value={values.printerName}
          error={errors.printerName}
          onChange={(event) => change('printerName', event.target.value)}
        />
      )}
      {connection === 'virtual' && (
        <p className="text-sm text-muted-foreground">{t('printing.form.virtualHint')}</p>
      )}
    </>
  );
}

/** Whether the printer cuts the paper, and whether it prints at all. */
function PrinterSwitches({ values, busy, change }: PartProps) {
  const { t } = useTranslation();
  return (
    <>
      <SwitchField
        label={t('printing.form.cutPaper')}
        checked={values.cutPaper}
        disabled={busy}
        onCheckedChange={(cutPaper) => change('cutPaper', cutPaper)}
      />
      <SwitchField
        label={t('printing.form.active')}
        hint={t('printing.form.activeHint')}
        checked={values.active}
        disabled={busy}
        onCheckedChange={(active) => change('active', active)}
      />
    </>
  );
}
