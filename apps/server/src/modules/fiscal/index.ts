// The fiscal module's public face (modules/README.md): NFC-e emission (its plugin, the
// 'order.paid' subscriber, the ports the settings fill), the shop's NFC-e settings that other
// modules read, and the DANFE renderer.
export { fiscalEmissionModule } from './emission.plugin';
export { cancelNoteOfCanceledOrder, fiscalNoteStep } from './emission.subscribers';
export { emissionOff, type FiscalPorts } from './emission.ports';
export { findNoteOfOrder } from './emission.service';
export type { NotePayer } from './fiscal-notes.tables';
export { reservePayerNotes } from './payer-notes.service';
export { payerNotesCancelRefusal } from './payer-notes-cancel.service';
export type { FiscalIssuer, FiscalPayment, FiscalProductData } from './nfce/types';
export { fiscalModule } from './fiscal.plugin';
export {
  findFiscalConfig,
  findFiscalSettings,
  isFiscalEnabled,
  takeFiscalNumber,
  type FiscalConfig,
} from './fiscal-settings.service';
export { openCertificate, type OpenedCertificate } from './fiscal-settings.certificate';
export {
  danfeLines,
  renderDanfe,
  type DanfeData,
  type DanfeItem,
  type DanfePayment,
} from './danfe';
export { ufUrls, type UfUrls } from './uf-endpoints';
