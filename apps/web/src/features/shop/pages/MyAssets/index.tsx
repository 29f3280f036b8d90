import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Card, Col, Empty, List, Modal, Row, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { Commodity } from '@sandtable/shared/contracts/commodity';
import { COIN_VALUE_FEN, coinsFor } from '@sandtable/shared/rules/pricing';
import { useEndpointMutation, useEndpointQuery } from '../../../../api/endpointHooks';
import { ApiError } from '../../../../api/client';
import { MoneyText, TimeText } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import { LoadFailed } from '../../../../components/LoadFailed';
import { useLocale } from '../../../../i18n/useLocale';
import { useAccess } from '../../../../app/access';
import { newRequestKey } from '../../../../lib/requestKey';
import { commodityPath, nameOf, orderPath } from '../../shop';
import { LedgerHistory } from '../../components/LedgerHistory';
import '../../shop.css';

/** What coins can be exchanged for (spec §7 exchangePresentation / exchangeCertificate). */
const EXCHANGEABLE = { report: api.wallet.exchangePresentation, certificate: api.wallet.exchangeCertificate } as const;
type Exchangeable = keyof typeof EXCHANGEABLE;
const WALLET_VIEWS = [api.wallet.assets, api.wallet.coinHistory, api.wallet.assetHistory, api.promotion.coins, api.order.select] as const;

/**
 * `/myAssets`: a person's coins (with their worth), course credits — their own and their
 * company's — what they bought and still hold, the history of each, and exchanges of coins for the
 * shop's reports and certificates (docs/decisions/commerce.md "Coins and assets").
 */
export default function MyAssetsPage() {
  const { t } = useTranslation('shop');
  const assets = useEndpointQuery(api.wallet.assets, {});
  const value = useEndpointQuery(api.wallet.coinValue, {});
  const access = useAccess();
  const canBuy = access['order:place'];
  const a = assets.data;
  // Credits pay the seats of courses one creates: the company's are shown to its course creators,
  // one's own to who holds some or creates courses without a company.
  const company = access['course:create'] ? (a?.company ?? null) : null;
  const ownCredits = (a?.credits ?? 0) > 0 || (access['course:create'] && !a?.company);
  const showCredits = ownCredits || !!company;
  return (
    <>
      <PageHeading title={t('menu:myAssets')} lead={value.data && value.data.checkinCoins > 0 ? t('wallet.lead', { coins: value.data.checkinCoins }) : undefined} />
      {assets.isError && <LoadFailed error={assets.error} onRetry={() => void assets.refetch()} />}
      <Row gutter={[16, 16]} className="wallet-balances">
        <Col xs={24} sm={8}>
          <Card loading={assets.isPending} data-testid="wallet-coins">
            <Statistic title={t('wallet.coins')} value={a?.coins ?? 0} />
            <Typography.Text type="secondary">{t('wallet.worth')} <MoneyText fen={(a?.coins ?? 0) * COIN_VALUE_FEN} /></Typography.Text>
          </Card>
        </Col>
        {ownCredits && (
          <Col xs={24} sm={8}>
            <Card loading={assets.isPending} data-testid="wallet-credits">
              <Statistic title={t('wallet.myCredits')} value={a?.credits ?? 0} />
              <Typography.Text type="secondary">{t('wallet.creditsHelp')}</Typography.Text>
            </Card>
          </Col>
        )}
        {company && (
          <Col xs={24} sm={8}>
            <Card data-testid="wallet-company-credits">
              <Statistic title={t('wallet.companyCredits', { company: company.name })} value={company.credits} />
              {canBuy && <Link to="/shopping-centre">{t('wallet.buySeats')}</Link>}
            </Card>
          </Col>
        )}
      </Row>
      <Card className="page-card">
        <Tabs
          items={[
            { key: 'bought', label: t('wallet.tabs.bought'), children: <Bought /> },
            { key: 'coins', label: t('wallet.tabs.coins'), children: <LedgerHistory currency="coins" /> },
            ...(showCredits ? [{ key: 'credits', label: t('wallet.tabs.credits'), children: <LedgerHistory currency="credits" company={!!company} /> }] : []),
            ...(canBuy ? [{ key: 'exchange', label: t('wallet.tabs.exchange'), children: <Exchange coins={a?.coins ?? 0} /> }] : []),
          ]}
          data-testid="wallet-tabs"
        />
      </Card>
    </>
  );
}

function Bought() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const assets = useEndpointQuery(api.wallet.assets, {});
  return (
    <List
      loading={assets.isFetching}
      dataSource={assets.data?.entitlements}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wallet.noneBought')} /> }}
      data-testid="wallet-bought"
      renderItem={(e) => (
        <List.Item extra={<Link to={orderPath(e.orderId)}>{e.orderNo}</Link>}>
          <List.Item.Meta
            title={
              <Space wrap size={4}>
                <span>{nameOf(e, locale)}</span>
                <Tag>{t(`kind.${e.kind}`)}</Tag>
              </Space>
            }
            description={
              <>
                {t('wallet.units', { count: e.quantity })} · {t('wallet.validUntil')} <TimeText value={e.validUntil} />
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** Reports and certificates on sale, each exchanged for its price in coins after a confirmation. */
function Exchange({ coins }: { coins: number }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const { message } = App.useApp();
  const reports = useEndpointQuery(api.commodity.select, { kind: 'report', pageNum: 1, pageSize: 50, sort: 'price_asc' });
  const certificates = useEndpointQuery(api.commodity.select, { kind: 'certificate', pageNum: 1, pageSize: 50, sort: 'price_asc' });
  const items = useMemo(() => [...(reports.data?.list ?? []), ...(certificates.data?.list ?? [])], [reports.data, certificates.data]);
  const [chosen, setChosen] = useState<Commodity | null>(null);
  // One key per opened confirmation: a doubled click exchanges once (the server's order key).
  const requestKey = useMemo(() => (chosen ? newRequestKey() : null), [chosen]);
  const presentation = useEndpointMutation(EXCHANGEABLE.report, { invalidates: WALLET_VIEWS });
  const certificate = useEndpointMutation(EXCHANGEABLE.certificate, { invalidates: WALLET_VIEWS });
  const priceOf = (c: Commodity) => coinsFor(c.priceFen);
  const confirm = async () => {
    if (!chosen) return;
    const mutation = (chosen.kind as Exchangeable) === 'report' ? presentation : certificate;
    try {
      const done = await mutation.mutateAsync({ commodityId: chosen.id, quantity: 1, expectedCoins: priceOf(chosen), requestKey });
      void message.success(t('wallet.exchanged', { name: nameOf(chosen, locale), balance: done.balance.toLocaleString(locale) }));
      setChosen(null);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : String(error));
    }
  };
  return (
    <>
      <Typography.Paragraph type="secondary">{t('wallet.exchangeLead')}</Typography.Paragraph>
      <List
        loading={reports.isFetching || certificates.isFetching}
        dataSource={items}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wallet.nothingToExchange')} /> }}
        data-testid="wallet-exchange"
        renderItem={(c) => {
          const price = priceOf(c);
          const soldOut = c.stock !== null && c.stock < 1;
          return (
            <List.Item
              actions={[
                <Button key="go" type="primary" size="small" disabled={soldOut || price > coins} onClick={() => setChosen(c)} data-testid={`exchange-${c.id}`}>
                  {soldOut ? t('centre.soldOut') : price > coins ? t('wallet.notEnough') : t('wallet.exchange')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap size={4}>
                    <Link to={commodityPath(c.id)}>{nameOf(c, locale)}</Link>
                    <Tag>{t(`kind.${c.kind}`)}</Tag>
                  </Space>
                }
                description={t('wallet.priceInCoins', { coins: price.toLocaleString(locale) })}
              />
            </List.Item>
          );
        }}
      />
      <Modal
        open={!!chosen}
        title={t('wallet.confirmTitle')}
        okText={t('wallet.exchange')}
        cancelText={t('common:action.cancel')}
        confirmLoading={presentation.isPending || certificate.isPending}
        onOk={() => void confirm()}
        onCancel={() => setChosen(null)}
        data-testid="exchange-confirm"
      >
        {chosen && <p>{t('wallet.confirmText', { name: nameOf(chosen, locale), coins: priceOf(chosen).toLocaleString(locale), balance: (coins - priceOf(chosen)).toLocaleString(locale) })}</p>}
      </Modal>
    </>
  );
}
