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
