// The payments module's public face (modules/README.md).
export { paymentsModule } from './payments.plugin';
export {
  settledPaymentOf,
  settledPaymentsOfOrder,
  type SettledPayment,
} from './settled-payments.service';
export {
  counterProviderPayment,
  payDueAtCounter,
  recordCounterPayments,
  recordPaidOnline,
  recordTakenTenders,
  startCounterProviderPayment,
} from './counter-payments.service';
export { cancelOrderByStaff, cancelOrderForPlatform } from './payments.service';
export { approvedAmountsByMethod, type MethodAmounts } from './payment-mix.service';
export type { PaymentsContext } from './payments-context';
