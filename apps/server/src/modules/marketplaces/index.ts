export {
  createIfoodClient,
  ifoodPollingBatch,
  type IfoodClient,
  type IfoodEvent,
  type IfoodOrder,
  type IfoodOrderAction,
} from './ifood-client';
export { marketplacesModule, type MarketplacesPorts } from './marketplaces.plugin';
export { marketplaceCancelRefusal } from './marketplace-cancellation.service';
export { ifoodCnpj, marketplaceIntermediary, type MarketplaceIntermediary } from './intermediary';
export { createBusyModeJob } from './busy-mode.job';
