import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Form, InputNumber, Result, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { OrderTrial } from '@sandtable/shared/contracts/order';
import { formatYuan } from '@sandtable/shared/format/money';
import { ORDER_LIMITS } from '@sandtable/shared/rules/order';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { failureText } from '../../../../lib/forms';
import { newRequestKey } from '../../../../lib/requestKey';
import { useDebounced } from '../../../../lib/useDebounced';
import { OrderLines } from '../../components/OrderLines';
import { ORDER_VIEWS, orderPath, termsText } from '../../shop';
import { removeFromCart, setCartQuantity, useCart } from '../../cart';
import { useSessionInfo } from '../../../../api/hooks';
import '../../shop.css';

/**
 * `/orderPlace?commodityId=&quantity=` — or, without them, the cart's items together (their numbers
 * changed or taken out here; ordered ones leave the cart) — : the quote (trial.json, the server's pricing) with a coupon
 * and coins the buyer may choose, and placing the order with the total the buyer saw: if the price
 * changed meanwhile nothing is placed and the new quote shows. A coupon that does not apply says
 * so beside its choice (the last quote that did stays shown). One key per opening of the page, so
 * a double click places once.
 */
export default function OrderPlacePage() {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const commodityId = Number(params.get('commodityId')) || 0;
  const quantity = Math.min(ORDER_LIMITS.quantityMax, Math.max(1, Number(params.get('quantity')) || 1));
  // No item named: the cart's items, ordered together.
  const userId = useSessionInfo().data?.user.id;
  const cart = useCart(userId);
  const fromCart = commodityId === 0;
  const lines = fromCart ? cart.map((l) => ({ ...l })) : [{ commodityId, quantity }];
  const [couponId, setCouponId] = useState<number | null>(null);
  const [typedCoins, setTypedCoins] = useState<number | null>(null);
  const coins = useDebounced(typedCoins ?? 0);
  const draft = { lines, couponId, coins };
  const any = lines.length > 0;
  const quote = useEndpointQuery(api.order.trial, draft, { enabled: any });
  const held = useEndpointQuery(api.promotion.mine, { status: 'unused', pageNum: 1, pageSize: 50 }, { enabled: any });
  const balance = useEndpointQuery(api.promotion.coins, {}, { enabled: any });
  // The last quote the server gave: what shows while a choice it refused is on screen.
  const [shown, setShown] = useState<OrderTrial | undefined>();
  useEffect(() => {
    if (quote.data && !quote.isPlaceholderData) setShown(quote.data);
  }, [quote.data, quote.isPlaceholderData]);
  const requestKey = useMemo(newRequestKey, []);
  const place = useEndpointMutation(api.order.save, { invalidates: [...ORDER_VIEWS, api.promotion.mine, api.promotion.coins] });

  const toShop = (
    <Link to="/shopping-centre">
      <Button>{t('place.toShop')}</Button>
    </Link>
  );
  if (!any) return <Result status="info" title={t('place.nothing')} extra={toShop} />;
  const choiceRefused = quote.isError && (couponId !== null || coins > 0);
  if (quote.isError && !choiceRefused) {
    // A cart holding something no longer on sale (or sold out) can be emptied from here.
    const emptyCart = fromCart && userId && (
      <Button danger onClick={() => removeFromCart(userId, cart.map((l) => l.commodityId))} data-testid="cart-empty">
        {t('cart.empty')}
      </Button>
    );
    return <Result status="warning" title={failureText(quote.error) ?? t('detail.notFound')} extra={[toShop, emptyCart]} />;
  }
  const ready = !!quote.data && !quote.isError && !quote.isFetching && coins === (typedCoins ?? 0);
  const submit = () =>
    place.mutateAsync({ ...draft, requestKey, expectedPayableFen: quote.data!.payableFen }).then(
      (order) => {
        if (fromCart && userId) removeFromCart(userId, order.lines.map((l) => l.commodityId));
        void navigate(orderPath(order.id), { replace: true });
      },
      (error: unknown) => {
        const text = failureText(error);
        if (text) void message.error(text);
        void quote.refetch();
      },
    );
  const coinsHeld = balance.data?.coins ?? 0;
  return (
    <>
      <PageHeading title={t('place.title')} lead={t('place.lead', { minutes: ORDER_LIMITS.payMinutes })} />
      <Card className="page-card" data-testid="order-place">
        {shown ? (
          <OrderLines
            order={shown}
            editing={fromCart && userId ? { onQuantity: (id, q) => setCartQuantity(userId, id, q), onRemove: (id) => removeFromCart(userId, [id]) } : undefined}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} />
        )}
        <Form layout="vertical" className="shop-savings" component="div">
          <Form.Item label={t('place.coupon')} help={held.data?.total === 0 ? t('place.noCoupons') : undefined}>
            <Select
              allowClear
              placeholder={t('place.couponNone')}
              aria-label={t('place.coupon')}
              value={couponId ?? undefined}
              onChange={(id?: number) => setCouponId(id ?? null)}
              options={(held.data?.list ?? []).map((c) => ({ value: c.id, label: `${c.title} · ${termsText(c, t)}` }))}
              data-testid="order-coupon"
            />
          </Form.Item>
          <Form.Item label={t('place.coins')} help={t('place.coinsHeld', { count: coinsHeld, value: formatYuan(balance.data?.valueFen ?? 0) })}>
            <InputNumber aria-label={t('place.coins')} className="full-width" min={0} max={Math.min(coinsHeld, ORDER_LIMITS.coinsMax)} precision={0} disabled={coinsHeld === 0} value={typedCoins} onChange={(v) => setTypedCoins(v)} data-testid="order-coins" />
          </Form.Item>
        </Form>
        {choiceRefused && <Alert type="warning" showIcon role="alert" title={failureText(quote.error) ?? ''} data-testid="order-choice-refused" />}
        {shown && shown.coinsUsed > 0 && <Typography.Paragraph type="secondary">{t('place.coinsUsed', { count: shown.coinsUsed })}</Typography.Paragraph>}
        <div className="shop-buy" style={{ justifyContent: 'flex-end', marginTop: 16 }}>
          {toShop}
          <Button type="primary" disabled={!ready} loading={place.isPending} onClick={() => void submit()} data-testid="order-submit">
            {t('place.submit')}
          </Button>
        </div>
      </Card>
    </>
  );
}
