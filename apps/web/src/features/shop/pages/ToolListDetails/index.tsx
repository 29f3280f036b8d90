import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { App, Button, Card, Descriptions, InputNumber, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { ORDER_LIMITS } from '@sandtable/shared/rules/order';
import { useAccess } from '../../../../app/access';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { MoneyText, TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { useLocale } from '../../../../i18n/useLocale';
import { nameOf, placePath } from '../../shop';
import { addToCart } from '../../cart';
import { useSessionInfo } from '../../../../api/hooks';
import { CART_PATH } from '../../../../app/routes';
import '../../shop.css';

/** `/toolList-details/:id`: one commodity, its description and terms, and buying it (how many) now or adding it to the cart. */
export default function ToolListDetailsPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const navigate = useNavigate();
  const canBuy = useAccess()['order:place'];
  const id = Number(useParams().id) || 0;
  const item = useEndpointQuery(api.commodity.get, { id }, { enabled: id > 0 });
  const [quantity, setQuantity] = useState(1);
  const { message } = App.useApp();
  const userId = useSessionInfo().data?.user.id;
  const back = (
    <Link to="/shopping-centre">
      <Button>{t('detail.back')}</Button>
    </Link>
  );
  if (!id || item.isError) return <Result status="404" title={t('detail.notFound')} extra={back} />;
  const c = item.data;
  if (!c) return <Skeleton active paragraph={{ rows: 8 }} />;
  // A session's seat is one per person.
  const max = c.courseId ? 1 : Math.min(ORDER_LIMITS.quantityMax, c.stock ?? ORDER_LIMITS.quantityMax);
  const addToMyCart = () => {
    if (!userId) return;
    if (addToCart(userId, c.id, quantity)) void message.success({ content: <CartAdded />, key: 'cart' });
    else void message.warning(t('cart.full', { max: ORDER_LIMITS.linesMax }));
  };
  return (
    <>
      <PageHeading title={nameOf(c, locale)} extra={back} />
      <Card className="page-card" data-testid="commodity-detail">
        <div className="shop-detail">
          <img src={c.imageUrl} alt="" />
          <div className="stack">
            <div className="shop-card__price">{c.priceFen === 0 ? t('centre.free') : <MoneyText fen={c.priceFen} />}</div>
            <Typography.Paragraph className="shop-detail__description">{c.description}</Typography.Paragraph>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'kind', label: t('detail.kind'), children: t(`kind.${c.kind}`) },
                { key: 'stock', label: t('detail.stock'), children: c.stock === null ? t('centre.unlimited') : c.stock === 0 ? t('centre.soldOut') : t('centre.stock', { count: c.stock }) },
                { key: 'validity', label: t('detail.validity'), children: t('centre.validity', { months: c.validityMonths }) },
                ...(c.courseId && c.courseName ? [{ key: 'course', label: t('detail.course'), children: <Link to={`/course-plan-detail?id=${c.courseId}`}>{t('detail.courseSeat', { name: c.courseName })}</Link> }] : []),
                ...(c.shelfOffAt ? [{ key: 'off', label: t('detail.shelfOff'), children: <TimeText value={c.shelfOffAt} /> }] : []),
              ]}
            />
            {canBuy && c.stock !== 0 && (
              <div className="shop-buy">
                <label htmlFor="buy-quantity">{t('detail.quantity')}</label>
                <InputNumber id="buy-quantity" min={1} max={max} precision={0} value={quantity} onChange={(v) => setQuantity(Math.min(max, Math.max(1, Number(v) || 1)))} data-testid="buy-quantity" />
                <Button onClick={addToMyCart} data-testid="add-to-cart">
                  {t('cart.add')}
                </Button>
                <Button type="primary" onClick={() => void navigate(placePath(c.id, quantity))} data-testid="buy-now">
                  {t('detail.buy')}
                </Button>
              </div>
            )}
          </div>
        </div>
      </Card>
    </>
  );
}

/**
 * The toast after adding: it says so and leads to the cart. A plain link: toasts render outside
 * the router, where a router Link cannot live.
 */
function CartAdded() {
  const { t } = useTranslation('shop');
  return (
    <span>
      {t('cart.added')} <a href={`#${CART_PATH}`}>{t('cart.open')}</a>
    </span>
  );
}
