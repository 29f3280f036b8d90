// The cart (spec §4 "client state: cart count"): what a buyer has set aside to order together, kept
// in this browser per account (user data: cleared at logout with the rest, lib/storage). Plain
// TypeScript with no UI library, so the shell's header can show the count without loading the shop.
import { useSyncExternalStore } from 'react';
import { ORDER_LIMITS } from '@sandtable/shared/rules/order';
import { local } from '../../lib/storage';

export interface CartLine {
  commodityId: number;
  quantity: number;
}

const keyOf = (userId: number) => `cart:${userId}`;
const listeners = new Set<() => void>();
const EMPTY: readonly CartLine[] = [];
/** The parsed cart per account, so a render reads the same array until the cart changes. */
const cache = new Map<number, readonly CartLine[]>();

function parse(raw: string | null): readonly CartLine[] {
  try {
    const lines = JSON.parse(raw ?? '[]') as unknown;
    if (!Array.isArray(lines)) return EMPTY;
    return lines
      .filter((l): l is CartLine => Number.isInteger(l?.commodityId) && l.commodityId > 0 && Number.isInteger(l?.quantity) && l.quantity >= 1)
      .slice(0, ORDER_LIMITS.linesMax)
      .map((l) => ({ commodityId: l.commodityId, quantity: Math.min(l.quantity, ORDER_LIMITS.quantityMax) }));
  } catch {
    return EMPTY;
  }
}

export function readCart(userId: number): readonly CartLine[] {
  if (!cache.has(userId)) cache.set(userId, parse(local.get(keyOf(userId))));
  return cache.get(userId)!;
}

function write(userId: number, lines: readonly CartLine[]): void {
  cache.set(userId, lines);
  if (lines.length) local.set(keyOf(userId), JSON.stringify(lines));
  else local.remove(keyOf(userId));
  listeners.forEach((l) => l());
}

/**
 * Adds units of a commodity (more of one already there adds up, within the order's limits).
 * False when the cart already holds as many different items as one order may.
 */
export function addToCart(userId: number, commodityId: number, quantity: number): boolean {
  const lines = readCart(userId);
  const there = lines.find((l) => l.commodityId === commodityId);
  if (!there && lines.length >= ORDER_LIMITS.linesMax) return false;
  write(userId, there ? lines.map((l) => (l === there ? { ...l, quantity: Math.min(ORDER_LIMITS.quantityMax, l.quantity + quantity) } : l)) : [...lines, { commodityId, quantity }]);
  return true;
}

export function setCartQuantity(userId: number, commodityId: number, quantity: number): void {
  write(userId, readCart(userId).map((l) => (l.commodityId === commodityId ? { ...l, quantity: Math.min(ORDER_LIMITS.quantityMax, Math.max(1, quantity)) } : l)));
}

export function removeFromCart(userId: number, commodityIds: readonly number[]): void {
  write(userId, readCart(userId).filter((l) => !commodityIds.includes(l.commodityId)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it: read it again.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('cart:')) {
      cache.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart of `userId` (empty while nobody is known), kept current across the app and other tabs. */
export function useCart(userId: number | undefined): readonly CartLine[] {
  return useSyncExternalStore(subscribe, () => (userId ? readCart(userId) : EMPTY));
}
