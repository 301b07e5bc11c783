// The fiscal module's public face (modules/README.md). NFC-e emission: the plugin, the
// 'order.paid' subscriber, and the ports the fiscal settings fill.
export { fiscalEmissionModule } from './emission.plugin';
export { reserveNoteOfPaidOrder } from './emission.subscribers';
export { emissionOff, type FiscalPorts } from './emission.ports';
export { findNoteOfOrder } from './emission.service';
export type { FiscalIssuer, FiscalPayment, FiscalProductData } from './nfce/types';
// The fiscal module's public face (modules/README.md): the plugin, what the emission and other
// modules read of the shop's NFC-e settings, and the DANFE renderer.
export { fiscalModule } from './fiscal.plugin';
export {
  findFiscalConfig,
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
