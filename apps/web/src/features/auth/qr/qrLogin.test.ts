import { describe, expect, it } from 'vitest';
import { formatMinutes, initialQrState, isWaiting, lifetimeSeconds, qrReducer, type QrCreated, type QrEvent, type QrState } from './qrLogin';

const code = (token = 'token-1'): QrCreated => ({ token, url: 'http://x/#/qr-confirm?token=h', expiresAt: '2026-01-01T00:02:00Z', pollIntervalMs: 1500 });
const run = (events: QrEvent[], from: QrState = initialQrState) => events.reduce(qrReducer, from);
const polled = (status: Extract<QrEvent, { type: 'polled' }>['status'], token = 'token-1'): QrEvent => ({ type: 'polled', token, status });

describe('the QR login states', () => {
  it('goes loading → pending → scanned → confirmed, waiting only while pending or scanned', () => {
    const steps = [initialQrState];
    for (const event of [{ type: 'created', code: code() }, polled('pending'), polled('scanned'), polled('confirmed')] as QrEvent[]) steps.push(qrReducer(steps.at(-1)!, event));
    expect(steps.map((s) => s.phase)).toEqual(['loading', 'pending', 'pending', 'scanned', 'confirmed']);
    expect(steps.map(isWaiting)).toEqual([false, true, true, true, false]);
  });

  it('ends as expired when the server says so, when the code is unknown (qrExpired) or taken by another poll', () => {
    expect(run([{ type: 'created', code: code() }, polled('expired')]).phase).toBe('expired');
    expect(run([{ type: 'created', code: code() }, polled('scanned'), polled('consumed')]).phase).toBe('expired');
    expect(run([{ type: 'created', code: code() }, { type: 'pollFailed', token: 'token-1', expired: true }]).phase).toBe('expired');
  });

  it('ends as cancelled from the phone, failed without an answer; refresh starts over', () => {
    expect(run([{ type: 'created', code: code() }, polled('scanned'), polled('cancelled')]).phase).toBe('cancelled');
    const failed = run([{ type: 'created', code: code() }, { type: 'pollFailed', token: 'token-1', expired: false }]);
    expect(failed.phase).toBe('failed');
    expect(run([{ type: 'createFailed' }]).phase).toBe('failed');
    expect(qrReducer(failed, { type: 'refresh' })).toBe(initialQrState);
  });

  it('ignores answers about a code no longer shown, and anything after the outcome', () => {
    const second = run([{ type: 'created', code: code() }, { type: 'refresh' }, { type: 'created', code: code('token-2') }]);
    expect(qrReducer(second, polled('confirmed', 'token-1'))).toBe(second);
    expect(qrReducer(second, { type: 'pollFailed', token: 'token-1', expired: true })).toBe(second);

    const done = run([{ type: 'created', code: code() }, polled('confirmed')]);
    expect(qrReducer(done, polled('consumed'))).toBe(done);
    expect(qrReducer(done, { type: 'created', code: code('token-3') })).toBe(done);
  });
});

describe('lifetimeSeconds()', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('counts from this device clock to the server expiry', () => {
    expect(lifetimeSeconds('2026-01-01T00:02:00Z', now)).toBe(120);
    expect(lifetimeSeconds('2026-01-01T00:00:01.400Z', now)).toBe(1);
  });

  it('gives no countdown when the clocks disagree too much to trust one', () => {
    expect(lifetimeSeconds('2025-12-31T23:59:00Z', now)).toBeNull();
    expect(lifetimeSeconds('2026-01-01T01:00:00Z', now)).toBeNull();
    expect(lifetimeSeconds('not a date', now)).toBeNull();
  });
});

it('formats seconds as m:ss', () => {
  expect([formatMinutes(120), formatMinutes(95), formatMinutes(9)]).toEqual(['2:00', '1:35', '0:09']);
});
