/**
 * Where the success screen shows the receipt printing indicator (SPEC §2, §4 "Receipt
 * printing"). Printing arrives with its own issue; until then the slot renders nothing, so the
 * customer sees no half-built feature. It gets what printing needs: the order and its token.
 */
export function ReceiptPrintingSlot(_props: { orderId: string; token: string }) {
  return null;
}
