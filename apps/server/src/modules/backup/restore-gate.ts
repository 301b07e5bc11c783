import { AppError } from '../../lib/app-error';

/*
 * Restores, their archive checks included, are costly (a worker thread, then one transaction
 * rewriting a shop): one at a time per shop, and a few at a time on the server (issue 31,
 * item 5), so a stream of crafted archives cannot queue up work for every shop's expense.
 * Counted per server instance; two instances restoring one shop still meet at the shop row's
 * lock in the transaction.
 */

export const restoreRunningMessage =
  'Já há uma restauração em andamento nesta loja. Aguarde ela terminar e tente de novo. Nada foi alterado.';
export const restoresBusyMessage =
  'Muitas restaurações em andamento na plataforma. Tente novamente em alguns instantes. Nada foi alterado.';

/** Restores running at once on one server, over every shop. */
export const maxConcurrentRestores = 2;

export interface RestoreGate {
  run<T>(shopId: string, task: () => Promise<T>): Promise<T>;
}

export function restoreGate(limit = maxConcurrentRestores): RestoreGate {
  const running = new Set<string>();
  return {
    async run(shopId, task) {
      if (running.has(shopId)) throw new AppError('CONFLICT', restoreRunningMessage);
      if (running.size >= limit) throw new AppError('RATE_LIMITED', restoresBusyMessage);
      running.add(shopId);
      try {
        return await task();
      } finally {
        running.delete(shopId);
      }
    },
  };
}
