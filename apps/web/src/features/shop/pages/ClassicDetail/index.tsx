import { Link, useSearchParams } from 'react-router';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { ClassicCase } from '@sandtable/shared/contracts/game';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { PageHeading } from '../../../../components/PageHeading';
import { LoadFailed } from '../../../../components/LoadFailed';
import { useAccess } from '../../../../app/access';
import { useLocale } from '../../../../i18n/useLocale';
import '../../shop.css';

/** Where a course is made with a case: the wizard, its game (and scenario) chosen. */
const wizardWith = (c: ClassicCase) => `/create-generalcourse?gameId=${c.gameId}${c.tsVersion ? `&tsVersion=${c.tsVersion}` : ''}`;

/**
 * `/classicDetail`: the classic cases our games are played on — the library (no `?key=`) and one
 * case (`?key=CM:factory`, `?key=TS:2`): its situation, what it asks, its size, and a course made
 * with it for who creates courses.
 */
export default function ClassicDetailPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const lang = locale === 'en-US' ? 'en' : 'zh';
  const [params] = useSearchParams();
  const key = params.get('key');
  const cases = useEndpointQuery(api.game.classicCases, {});
  const canCreate = useAccess()['course:create'];
  const fact = (c: ClassicCase) => c.facts.map((f) => (f.key === 'kind' ? t(`classic.kind.${f.value}`) : t(`classic.fact.${f.key}`, { count: Number(f.value) }))).join(' · ');

  if (cases.isError) return <LoadFailed error={cases.error} onRetry={() => void cases.refetch()} />;
  if (!cases.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (key) {
    const c = cases.data.list.find((x) => x.key === key);
    if (!c) return <Result status="404" title={t('classic.notFound')} extra={<Link to="/classicDetail">{t('classic.back')}</Link>} />;
    return (
      <>
        <PageHeading
          title={c.title[lang]}
          lead={t(`classic.game.${c.gameId}`)}
          extra={
            canCreate && (
              <Link to={wizardWith(c)}>
                <Button type="primary" data-testid="classic-use">
                  {t('classic.use')}
                </Button>
              </Link>
            )
          }
        />
        <Card className="page-card" data-testid="classic-case">
          <Typography.Title level={2} className="classic-heading">
            {t('classic.situation')}
          </Typography.Title>
          <Typography.Paragraph className="classic-text">{c.situation[lang]}</Typography.Paragraph>
          {c.goal && (
            <>
              <Typography.Title level={2} className="classic-heading">
                {t('classic.goal')}
              </Typography.Title>
              <Typography.Paragraph className="classic-text">{c.goal[lang]}</Typography.Paragraph>
            </>
          )}
          <Descriptions size="small" column={1} items={[{ key: 'size', label: t('classic.size'), children: fact(c) }]} />
          <Link to="/classicDetail">{t('classic.back')}</Link>
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeading title={t('menu:classicDetail')} lead={t('classic.lead')} />
      {cases.data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('classic.empty')} />
      ) : (
        <div className="shop-grid" data-testid="classic-cases">
          {cases.data.list.map((c) => (
            <Card key={c.key} className="classic-card" data-testid={`classic-${c.key}`}>
              <Space wrap size={4}>
                <Tag color={c.gameId === 'CM' ? 'purple' : 'green'}>{t(`classic.game.${c.gameId}`)}</Tag>
                <Typography.Text type="secondary">{fact(c)}</Typography.Text>
              </Space>
              <Typography.Title level={2} className="classic-card__title">
                <Link to={`/classicDetail?key=${encodeURIComponent(c.key)}`}>{c.title[lang]}</Link>
              </Typography.Title>
              <Typography.Paragraph ellipsis={{ rows: 3 }} className="classic-card__text">
                {c.situation[lang]}
              </Typography.Paragraph>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
