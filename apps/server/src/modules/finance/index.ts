// The finance module's public face (modules/README.md): the plugin, the subscribers app.ts
// wires to orders' and purchases' events, and the overdue bills the dashboard shows.
export { financeModule } from './finance.plugin';
export {
  cancelReceivablesOfCanceledOrder,
  payablesOfRecordedPurchase,
  receivablesStep,
} from './finance.subscribers';
export { overduePayablesSummary } from './payables.service';
