// The fiscal module's public face (modules/README.md). NFC-e emission: the plugin, the
// 'order.paid' subscriber, and the ports the fiscal settings fill.
export { fiscalEmissionModule } from './emission.plugin';
export { reserveNoteOfPaidOrder } from './emission.subscribers';
export { emissionOff, type FiscalPorts } from './emission.ports';
export { findNoteOfOrder } from './emission.service';
export type { FiscalIssuer, FiscalPayment, FiscalProductData } from './nfce/types';
