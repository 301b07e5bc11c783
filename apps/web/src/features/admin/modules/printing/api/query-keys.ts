/** Query keys of the printing screen, nested so one invalidation reaches what depends on it. */
export const printingKeys = {
  all: ['admin', 'printing'] as const,
  printers: () => [...printingKeys.all, 'printers'] as const,
  jobs: () => [...printingKeys.all, 'jobs'] as const,
  receipts: (printerId: string) => [...printingKeys.all, 'receipts', printerId] as const,
  qzTray: () => [...printingKeys.all, 'qz-tray'] as const,
  agentTokens: () => [...printingKeys.all, 'agent-tokens'] as const,
};
