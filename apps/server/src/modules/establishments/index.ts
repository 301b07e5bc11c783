// The establishments module's public face (modules/README.md).
export { establishmentsModule } from './establishments.plugin';
export type { FiscalStatusPort } from './fiscal-status';
export {
  bumpMenuVersion,
  countEstablishments,
  establishmentWriteCount,
  findActiveBySubdomain,
  findCardFeePercent,
  findEstablishmentById,
  findEstablishmentSummary,
  findFirstActive,
  findPaymentSettings,
  listEstablishmentsByName,
  menuVersionOf,
  noteEstablishmentWrite,
  shopStillAsReadSql,
  toPublicEstablishment,
  type Establishment,
  type PaymentSettings,
} from './establishments.service';
export { findShopSettings, isShopImage } from './shop-settings.service';
export { getIntegrations, saveIntegrations, type IntegrationsView } from './integrations.service';
export { assertOpenForOrders, assertOpenForPayment, shopsOpenAt } from './business-hours.service';
export {
  busyModeOf,
  busyModeOfShop,
  busyStateOf,
  setBusyReason,
  swapBusyIfoodInterruption,
  shopsForBusyMode,
  type BusyReason,
} from './busy-mode.service';
export { busyMinimumMs, busyOffMinutes, decideBusy } from './busy-policy';
