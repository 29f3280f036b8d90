import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@sandtable/shared/contracts/order';
import { setLocale } from '../../../../i18n';
import { renderWithApp } from '../../../courses/detail/test/render';
import OrderDetailPage from './index';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../../api/client', async (original) => ({ ...(await original<typeof import('../../../../api/client')>()), call: calls.call }));

const PAY_URL = 'https://openapi.alipay.com/gateway.do?method=alipay.trade.page.pay&sign=x';

function order(status: Order['status']): Order {
  return {
    id: 7, orderNo: 'SO202612060001', status, couponId: null, subtotalFen: 1_200, thresholdFen: 0, percentageFen: 0, voucherFen: 0, coinsUsed: 0, coinsFen: 0, payableFen: 1_200,
    lines: [{ lineNo: 1, commodityId: 1, kind: 'report', nameZh: '测评报告', nameEn: 'Assessment report', validityMonths: 12, unitPriceFen: 1_200, quantity: 1, listFen: 1_200, discountFen: 0, coinsFen: 0, payableFen: 1_200, refundedQuantity: 0 }],
    expiresAt: new Date(Date.now() + 900_000).toISOString(), paidAt: status === 'paid' ? new Date().toISOString() : null, cancelledAt: null, createdAt: new Date().toISOString(),
    actions: status === 'paid' ? ['refund'] : ['cancel', 'pay'], refunds: [],
  };
}

/** The server as the cashier sees it with Alipay: pay.json answers a pay link; the order is paid once `paid` says so. */
function alipayServer(state: { paid: boolean }) {
  calls.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path === '/transaction/order/get.json') return order(state.paid ? 'paid' : 'paying');
    if (endpoint.path === '/transaction/order/pay.json') return { orderNo: 'SO202612060001', prepayId: 'SO202612060001', payableFen: 1_200, provider: 'alipay', payUrl: PAY_URL };
    throw new Error(`unexpected call ${endpoint.path}`);
  });
}

describe('the cashier with Alipay', () => {
  beforeEach(() => {
    calls.call.mockReset();
  });

  it('offers “Pay with Alipay” opening Alipay’s page (no sandbox button), then closes once the order is paid', async () => {
    await act(() => setLocale('en-US'));
    const state = { paid: false };
    alipayServer(state);
    renderWithApp(
      <Routes>
        <Route path="/orderdetail/:id" element={<OrderDetailPage />} />
      </Routes>,
      { path: '/orderdetail/7' },
    );
    await userEvent.click(await screen.findByTestId('order-pay'));
    const link = await screen.findByRole('link', { name: 'Pay ¥12.00 with Alipay' });
    expect(link.getAttribute('href')).toBe(PAY_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('cashier-pay')).toBeNull();
    expect(screen.getByText(/You pay on Alipay’s own page/)).toBeTruthy();

    // The buyer pays in the other tab; Alipay's notification reaches the server; the cashier sees the order paid.
    state.paid = true;
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByTestId('cashier')).toBeNull());
    expect(await screen.findByText('Payment received.')).toBeTruthy();
  });

  it('speaks Chinese too', async () => {
    await act(() => setLocale('zh-CN'));
    alipayServer({ paid: false });
    renderWithApp(
      <Routes>
        <Route path="/orderdetail/:id" element={<OrderDetailPage />} />
      </Routes>,
      { path: '/orderdetail/7' },
    );
    await userEvent.click(await screen.findByTestId('order-pay'));
    expect(await screen.findByRole('link', { name: '使用支付宝支付 ¥12.00' })).toBeTruthy();
  });
});
