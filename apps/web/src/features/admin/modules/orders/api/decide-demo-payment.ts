import { adminPaymentSchema, type AdminPayment } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { orderPaymentKeys } from './query-keys';

export interface DemoDecision {
  paymentId: string;
  outcome: 'approved' | 'rejected';
}

/** POST /api/admin/payments/:paymentId/demo-outcome: approve or decline a demo payment. */
export function decideDemoPayment({ paymentId, outcome }: DemoDecision): Promise<AdminPayment> {
  return apiFetch(`/api/admin/payments/${encodeURIComponent(paymentId)}/demo-outcome`, {
    method: 'POST',
    body: { outcome },
    schema: adminPaymentSchema,
  });
}

export function useDecideDemoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDemoPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderPaymentKeys.all }),
  });
}
