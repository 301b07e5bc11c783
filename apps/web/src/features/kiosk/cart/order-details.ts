import { useSyncExternalStore } from 'react';
import { safeSessionStorage } from './cart-store';

/*
 * What the shop may ask besides the cart (ask_order_type, ask_customer_name): 'Comer aqui' or
 * 'Para levar' at the start, a first name on the summary. Kept beside the cart in
 * sessionStorage (a reload keeps them) and cleared with it on the welcome screen.
 */

export interface OrderDetails {
  /** true: 'Comer aqui'; false: 'Para levar'; absent: not asked or not answered. */
  dineIn?: boolean;
  customerName?: string;
  /** "CPF na nota": the digits typed (asked only when the shop issues NFC-e). */
  customerCpf?: string;
  /** Whether `customerCpf` passed the check digits (the field checks it, in its own chunk). */
  cpfValid?: boolean;
}

const storageKey = 'comanda:kiosk-order-details';
const listeners = new Set<() => void>();
let details: OrderDetails = load();

function load(): OrderDetails {
  try {
    const stored = JSON.parse(safeSessionStorage()?.getItem(storageKey) ?? '{}') as OrderDetails;
    // Checked by hand: zod would be the largest part of the kiosk's download.
    return {
      ...(typeof stored.dineIn === 'boolean' ? { dineIn: stored.dineIn } : {}),
      ...(typeof stored.customerName === 'string' ? { customerName: stored.customerName } : {}),
      ...(typeof stored.customerCpf === 'string' ? { customerCpf: stored.customerCpf } : {}),
      ...(typeof stored.cpfValid === 'boolean' ? { cpfValid: stored.cpfValid } : {}),
    };
  } catch {
    return {};
  }
}

export function setOrderDetails(next: OrderDetails): void {
  details = next;
  try {
    safeSessionStorage()?.setItem(storageKey, JSON.stringify(details));
  } catch {
    // Privacy mode or quota: the answers still live in memory for this page.
  }
  listeners.forEach((listener) => listener());
}

export const getOrderDetails = (): OrderDetails => details;

export function useOrderDetails(): OrderDetails {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getOrderDetails);
}

/**
 * One word of letters (apostrophes and hyphens allowed): what the server accepts as a first
 * name. Applied while typing, so a space or a digit simply does not appear.
 */
export const firstNameInput = (value: string): string => value.replace(/[^\p{L}'’-]/gu, '');
