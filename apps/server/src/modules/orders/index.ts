// The orders module's public face (modules/README.md): the order as sold and orders of a
// period for others to read; payments moves an order's payment status through these.
export { ordersModule } from './orders.plugin';
export {
  flagManualRefund,
  markOrderRefunded,
  kitchenStep,
  recordStaffCancel,
  sendUnpaidToKitchen,
} from './order-stages.service';
export {
  readPaidOrder,
  type OrderPayment,
  type PaidOrder,
  type PaidOrderFacts,
  type PaidOrderStep,
  type PaymentsOfOrder,
} from './paid-order.service';
export {
  writeMarketplaceOrder,
  type MarketplaceLine,
  type MarketplaceOrderInput,
} from './marketplace-orders.service';
export { createWaitEstimates, type WaitEstimates } from './wait-estimate.service';
export { listOrderDevices, type AuthenticatedDevice } from './order-devices.service';
export { kitchenDeviceOf, pairedKioskOf } from './device-auth';
export { kitchenQueueLines, type QueueFilter, type QueueLine } from './kitchen-queue.service';
export {
  confirmedOrderTotals,
  findKioskOrder,
  findOrderById,
  kioskOrderStatus,
  lockOrder,
  orderStagesOf,
  orderSubtotalCents,
  placeOrder,
  requestHashOf,
  type CounterOrder,
  type OnlineOrder,
  pendingOrdersPage,
  pendingOrdersPlacedBefore,
  setOrderPaymentStatus,
  setPaidMethod,
  toKioskOrderStatus,
  type OrderRow,
} from './orders.service';
export {
  confirmedTotalsByBusinessDate,
  confirmedTotalsByEstablishment,
  consumedLinesOf,
  type ConsumedLine,
  type OrderLine,
  findSoldOrder,
  orderLinesOf,
  soldOrderOf,
  orderNumbersOf,
  soldLineParts,
  tabOrdersOf,
  dueOrdersOfChannel,
  type DueOrderRow,
  type TabOrderRow,
  type ConfirmedTotals,
  type SoldLine,
  type SoldOrder,
} from './sold-orders.service';
export {
  canceledOrderCount,
  kitchenStageCounts,
  paidByBusinessDate,
  paidByHour,
  paidByChannel,
  paidByProduct,
  paidByProductWithCost,
  paidByWeekday,
  paidOrderIds,
  paidSplitOrderIds,
  paidSalesBreakdown,
  paidTotals,
  type LineCosts,
  type ProductCosts,
  type ProductSales,
  type SalesBreakdown,
  type SalesFigures,
} from './order-reports.service';
