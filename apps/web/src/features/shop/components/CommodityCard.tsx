import { Link } from 'react-router';
import { Button, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Commodity } from '@sandtable/shared/contracts/commodity';
import { MoneyText } from '../../../components/format';
import { useLocale } from '../../../i18n/useLocale';
import { commodityPath, nameOf, placePath } from '../shop';

/** One commodity in the shop: picture, name, kind, price, what is left, and the ways on. */
export function CommodityCard({ commodity: c, canBuy }: { commodity: Commodity; canBuy: boolean }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const soldOut = c.stock === 0;
  return (
    <Card className="shop-card" cover={<img src={c.imageUrl} alt="" loading="lazy" />} data-testid={`commodity-${c.id}`}>
      <h3 className="shop-card__name">{nameOf(c, locale)}</h3>
      <div className="shop-card__price">{c.priceFen === 0 ? t('centre.free') : <MoneyText fen={c.priceFen} />}</div>
      <div className="shop-card__meta">
        <Tag>{t(`kind.${c.kind}`)}</Tag>
        <Typography.Text type="secondary">{soldOut ? t('centre.soldOut') : c.stock === null ? t('centre.unlimited') : t('centre.stock', { count: c.stock })}</Typography.Text>
        <Typography.Text type="secondary">{t('centre.validity', { months: c.validityMonths })}</Typography.Text>
      </div>
      <div className="shop-buy" style={{ marginTop: 12 }}>
        <Link to={commodityPath(c.id)} aria-label={`${t('centre.details')}: ${nameOf(c, locale)}`}>
          <Button size="small">{t('centre.details')}</Button>
        </Link>
        {canBuy && !soldOut && (
          <Link to={placePath(c.id)} aria-label={`${t('centre.buy')}: ${nameOf(c, locale)}`} data-testid={`buy-${c.id}`}>
            <Button size="small" type="primary">
              {t('centre.buy')}
            </Button>
          </Link>
        )}
      </div>
    </Card>
  );
}
