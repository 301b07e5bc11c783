// The orders module's public face (modules/README.md): the order as sold and orders of a
// period for others to read; payments moves an order's payment status through these.
export { ordersModule } from './orders.plugin';
export { receivePaidOrder, recordStaffCancel } from './order-stages.service';
export {
  confirmedOrderTotals,
  findKioskOrder,
  findOrderById,
  kioskOrderStatus,
  lockOrder,
  pendingOrdersPage,
  pendingOrdersPlacedBefore,
  setOrderPaymentStatus,
  toKioskOrderStatus,
  type OrderRow,
} from './orders.service';
export {
  confirmedTotalsByBusinessDate,
  confirmedTotalsByEstablishment,
  consumedLinesOf,
  type ConsumedLine,
  findSoldOrder,
  orderNumbersOf,
  type ConfirmedTotals,
  type SoldLine,
  type SoldOrder,
} from './sold-orders.service';
export {
  canceledOrderCount,
  paidByBusinessDate,
  paidByHour,
  paidByOrigin,
  paidByProduct,
  paidByWeekday,
  paidOrderIds,
  paidTotals,
  type ProductSales,
  type SalesFigures,
} from './order-reports.service';
