import {
  adminPaymentSchema,
  counterPayDueResultSchema,
  counterPixSchema,
  counterSaleStatusSchema,
  counterProductCodesSchema,
  counterSaleResultSchema,
  currentRegisterSchema,
  kioskMenuSchema,
  kioskOrderStatusSchema,
  registerListSchema,
  registerViewSchema,
  waitEstimateSchema,
  type CancelCounterSaleInput,
  type CashMovementInput,
  type CloseRegisterInput,
  type CounterPayDueInput,
  type CounterSaleInput,
  type OpenRegisterInput,
} from '@comanda/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export const pdvKeys = {
  all: ['admin', 'pdv'] as const,
  menu: ['admin', 'pdv', 'menu'] as const,
  current: ['admin', 'pdv', 'register', 'current'] as const,
  registers: ['admin', 'pdv', 'registers'] as const,
  register: (id: string) => ['admin', 'pdv', 'registers', id] as const,
  waitEstimate: (products: string) => ['admin', 'pdv', 'wait-estimate', products] as const,
};

/**
 * GET /api/admin/pdv/wait-estimate: minutes until a new order of these products (one id per
 * unit) would be ready, from the kitchen's queue (decision 065); the last answer stays shown
 * while the next comes.
 */
export const usePdvWaitEstimate = (productIds: string[]) => {
  const products = productIds.join(',');
  return useQuery({
    queryKey: pdvKeys.waitEstimate(products),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/pdv/wait-estimate?products=${encodeURIComponent(products)}`, {
        schema: waitEstimateSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
};

const counterMenuSchema = z.object({
  menu: kioskMenuSchema,
  codes: counterProductCodesSchema,
  discountLimitPercent: z.number().int(),
  providerMethods: z.array(z.enum(['card', 'pix'])),
  askCpf: z.boolean(),
});

/** GET /api/admin/pdv/menu: what the counter sells, scanner codes and the discount limit. */
export const useCounterMenu = () =>
  useQuery({
    queryKey: pdvKeys.menu,
    queryFn: ({ signal }) => apiFetch('/api/admin/pdv/menu', { schema: counterMenuSchema, signal }),
  });

/** GET /api/admin/cash-registers/current: the signed-in operator's open register. */
export const useCurrentRegister = () =>
  useQuery({
    queryKey: pdvKeys.current,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/cash-registers/current', { schema: currentRegisterSchema, signal }),
  });

/** GET /api/admin/cash-registers: the shop's registers, for their closing reports. */
export const useRegisters = () =>
  useQuery({
    queryKey: pdvKeys.registers,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/cash-registers', { schema: registerListSchema, signal }),
  });

/** GET /api/admin/cash-registers/:id: a register's ledger and report. */
export const useRegister = (id: string | null) =>
  useQuery({
    queryKey: pdvKeys.register(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/cash-registers/${encodeURIComponent(id!)}`, {
        schema: registerViewSchema,
        signal,
      }),
  });

function useRegisterMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    // Not awaited: the caller's own callbacks run at once, before a refetch may unmount it
    // (closing the register makes the current register null).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pdvKeys.all }),
  });
}

/** POST /api/admin/cash-registers: opens the operator's register with its float. */
export const useOpenRegister = () =>
  useRegisterMutation((input: OpenRegisterInput) =>
    apiFetch('/api/admin/cash-registers', {
      method: 'POST',
      body: input,
      schema: registerViewSchema,
    }),
  );

/** POST /api/admin/cash-registers/:id/movements: sangria or suprimento. */
export const useCashMovement = () =>
  useRegisterMutation(({ id, ...input }: CashMovementInput & { id: string }) =>
    apiFetch(`/api/admin/cash-registers/${encodeURIComponent(id)}/movements`, {
      method: 'POST',
      body: input,
      schema: registerViewSchema,
    }),
  );

/** POST /api/admin/cash-registers/:id/close: the blind count; answers the closing report. */
export const useCloseRegister = () =>
  useRegisterMutation(({ id, ...input }: CloseRegisterInput & { id: string }) =>
    apiFetch(`/api/admin/cash-registers/${encodeURIComponent(id)}/close`, {
      method: 'POST',
      body: input,
      schema: registerViewSchema,
    }),
  );

/** POST /api/admin/pdv/sales/:orderId/cancel: a sale canceled, a Caixa's with an approver. */
export const useCancelSale = () =>
  useRegisterMutation(({ orderId, ...input }: CancelCounterSaleInput & { orderId: string }) =>
    apiFetch(`/api/admin/pdv/sales/${encodeURIComponent(orderId)}/cancel`, {
      method: 'POST',
      body: input,
      schema: kioskOrderStatusSchema,
    }),
  );

/**
 * POST /api/admin/pdv/sales. The key is the sale's own (kept until it succeeds), so a retry
 * after a lost answer is the same order, never a second one.
 */
export const useCounterSale = () =>
  useRegisterMutation(({ key, sale }: { key: string; sale: CounterSaleInput }) =>
    apiFetch('/api/admin/pdv/sales', {
      method: 'POST',
      body: sale,
      headers: { 'Idempotency-Key': key },
      schema: counterSaleResultSchema,
    }),
  );

/** GET /api/admin/pdv/pix-code: the shop's static Pix for `amountCents`, when asked. */
export const usePixCode = (amountCents: number | null) =>
  useQuery({
    queryKey: ['admin', 'pdv', 'pix', amountCents],
    enabled: amountCents !== null && amountCents > 0,
    retry: false,
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/pdv/pix-code?amountCents=${amountCents}`, {
        schema: counterPixSchema,
        signal,
      }),
  });

const saleUrl = (orderId: string) => `/api/admin/pdv/sales/${encodeURIComponent(orderId)}`;

/**
 * GET /api/admin/pdv/sales/:orderId, every 2 s while the sale waits for its provider payment
 * (the card on the terminal, the customer's Pix): the server asks the provider when due.
 */
export const useCounterSaleStatus = (orderId: string) =>
  useQuery({
    queryKey: ['admin', 'pdv', 'sale', orderId],
    queryFn: ({ signal }) =>
      apiFetch(saleUrl(orderId), { schema: counterSaleStatusSchema, signal }),
    refetchInterval: (query) => (query.state.data?.paymentStatus === 'pending' ? 2000 : false),
  });

/** POST .../provider-payment: charge the due amount through the provider again. */
export const useRetryProviderPayment = () =>
  useRegisterMutation(({ orderId, method }: { orderId: string; method: 'card' | 'pix' }) =>
    apiFetch(`${saleUrl(orderId)}/provider-payment`, {
      method: 'POST',
      body: { method },
      schema: counterSaleStatusSchema,
    }),
  );

/** POST .../pay-due: the cashier takes the due amount otherwise (cash, confirmed card or Pix). */
export const usePayDue = () =>
  useRegisterMutation(({ orderId, ...input }: CounterPayDueInput & { orderId: string }) =>
    apiFetch(`${saleUrl(orderId)}/pay-due`, {
      method: 'POST',
      body: input,
      schema: counterPayDueResultSchema,
    }),
  );

/** POST /api/admin/payments/:id/demo-outcome: the demo terminal's approve and decline. */
export const useDemoOutcome = () =>
  useRegisterMutation(
    ({ paymentId, outcome }: { paymentId: string; outcome: 'approved' | 'rejected' }) =>
      apiFetch(`/api/admin/payments/${encodeURIComponent(paymentId)}/demo-outcome`, {
        method: 'POST',
        body: { outcome },
        schema: adminPaymentSchema,
      }),
  );

const customerViewSchema = z.object({ sale: counterSaleStatusSchema.nullable() });

/** GET /api/admin/pdv/customer-view every 2 s: the operator's sale waiting for its provider. */
export const useCustomerView = () =>
  useQuery({
    queryKey: ['admin', 'pdv', 'customer-view'],
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/pdv/customer-view', { schema: customerViewSchema, signal }),
    refetchInterval: 2000,
  });

/** The same, once: a sale left waiting (the screen was left or reloaded) can be resumed. */
export const useWaitingSale = () =>
  useQuery({
    queryKey: [...pdvKeys.all, 'waiting'],
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/pdv/customer-view', { schema: customerViewSchema, signal }),
  });
