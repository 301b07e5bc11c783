import { adminPaymentSchema, type AdminPayment } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { orderPaymentKeys } from './query-keys';

/** POST /api/admin/payments/:paymentId/confirm: staff saw the shop's own Pix arrive. */
export function confirmStaticPix(paymentId: string): Promise<AdminPayment> {
  return apiFetch(`/api/admin/payments/${encodeURIComponent(paymentId)}/confirm`, {
    method: 'POST',
    schema: adminPaymentSchema,
  });
}

export function useConfirmStaticPix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmStaticPix,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderPaymentKeys.all }),
  });
}
