import { describe, expect, it } from 'vitest';
import { emptyPrinterForm, printerFormFromPrinter, validatePrinterForm } from './printer-form';

describe('printer form', () => {
  it('needs a name, and an IP for a network printer', () => {
    const result = validatePrinterForm(emptyPrinterForm());
    expect(result).toEqual({
      success: false,
      errors: { name: 'Nome é obrigatório', ip: 'IP é obrigatório' },
    });
  });

  it('rejects a port out of range and a malformed IP', () => {
    const base = { ...emptyPrinterForm(), name: 'Cozinha' };
    expect(validatePrinterForm({ ...base, ip: '192.168.1.30', port: '70000' })).toEqual({
      success: false,
      errors: { port: 'Porta inválida' },
    });
    expect(validatePrinterForm({ ...base, ip: '192.168.1.300' })).toEqual({
      success: false,
      errors: { ip: 'IP inválido' },
    });
    expect(validatePrinterForm({ ...base, ip: 'impressora.local' }).success).toBe(true);
  });

  it('gives a network printer port 9100 when left empty', () => {
    const result = validatePrinterForm({
      ...emptyPrinterForm(),
      name: 'Cozinha',
      kind: 'kitchen',
      ip: '192.168.1.30',
      port: '',
      paperWidth: '58',
    });
    expect(result).toMatchObject({
      success: true,
      input: { port: 9100, paperWidth: 58, kind: 'kitchen', ip: '192.168.1.30' },
    });
  });

  it('accepts a virtual printer without address, and reads a saved printer back', () => {
    const result = validatePrinterForm({
      ...emptyPrinterForm(),
      name: 'Demonstração',
      connectionType: 'virtual',
    });
    expect(result.success).toBe(true);
    const values = printerFormFromPrinter({
      id: '00000000-0000-4000-8000-000000000000',
      name: 'USB',
      kind: 'customer',
      connectionType: 'usb',
      device: 'POS-58',
      printerName: null,
      ip: null,
      port: 9100,
      viaAgent: false,
      cutPaper: false,
      paperWidth: 58,
      active: true,
    });
    expect(values).toMatchObject({ device: 'POS-58', ip: '', port: '9100', paperWidth: '58' });
  });
});
