import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { App, Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { ORDER_LIMITS } from '@sandtable/shared/rules/order';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { failureText } from '../../../../lib/forms';
import { newRequestKey } from '../../../../lib/requestKey';
import { OrderLines } from '../../components/OrderLines';
import { ORDER_VIEWS, orderPath } from '../../shop';
import '../../shop.css';

/**
 * `/orderPlace?commodityId=&quantity=`: the quote (trial.json, the server's pricing) and placing the
 * order with the total the buyer saw: if the price changed meanwhile nothing is placed and the new
 * quote shows. One key per opening of the page, so a double click places once.
 */
export default function OrderPlacePage() {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const commodityId = Number(params.get('commodityId')) || 0;
  const quantity = Math.min(ORDER_LIMITS.quantityMax, Math.max(1, Number(params.get('quantity')) || 1));
  const draft = { lines: [{ commodityId, quantity }], coins: 0 };
  const quote = useEndpointQuery(api.order.trial, draft, { enabled: commodityId > 0 });
  const requestKey = useMemo(newRequestKey, []);
  const place = useEndpointMutation(api.order.save, { invalidates: ORDER_VIEWS });

  const toShop = (
    <Link to="/shopping-centre">
      <Button>{t('place.toShop')}</Button>
    </Link>
  );
  if (!commodityId) return <Result status="info" title={t('place.nothing')} extra={toShop} />;
  if (quote.isError) return <Result status="warning" title={failureText(quote.error) ?? t('detail.notFound')} extra={toShop} />;
  const submit = () =>
    place.mutateAsync({ ...draft, requestKey, expectedPayableFen: quote.data!.payableFen }).then(
      (order) => void navigate(orderPath(order.id), { replace: true }),
      (error: unknown) => {
        const text = failureText(error);
        if (text) void message.error(text);
        void quote.refetch();
      },
    );
  return (
    <>
      <PageHeading title={t('place.title')} lead={t('place.lead', { minutes: ORDER_LIMITS.payMinutes })} />
      <Card className="page-card" data-testid="order-place">
        {quote.data ? <OrderLines order={quote.data} /> : <Skeleton active paragraph={{ rows: 4 }} />}
        <div className="shop-buy" style={{ justifyContent: 'flex-end', marginTop: 16 }}>
          {toShop}
          <Button type="primary" disabled={!quote.data || quote.isFetching} loading={place.isPending} onClick={() => void submit()} data-testid="order-submit">
            {t('place.submit')}
          </Button>
        </div>
      </Card>
    </>
  );
}
