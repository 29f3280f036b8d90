import { Link, useSearchParams } from 'react-router';
import { Button, Card, Segmented, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { activeCaseList, caseOf, defaultChangeParams } from '@sandtable/sim/change';
import { PageHeading } from '../../../../components/PageHeading';
import { useLocale } from '../../../../i18n/useLocale';
import { AdoptionGuide, CaseBriefing, LeverGuide, LevelsGuide } from '../../components/Guide';
import { say } from '../../model';
import '../../cm.css';

/**
 * `/cmOnlineGuide` (`?case=` picks the case): the change-leadership game's briefing before play —
 * the case and its people, how adoption works, every lever and the levels. Everything is the
 * engine's (cases, levers, ruleFigures), in the reader's language.
 */
export default function CmOnlineGuidePage() {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const cases = activeCaseList();
  const chosen = caseOf(search.get('case') ?? '') ?? caseOf(defaultChangeParams.caseId)!;
  const params = { ...defaultChangeParams, caseId: chosen.id };
  return (
    <div className="stack cm" data-testid="cm-guide">
      <PageHeading
        title={t('cm.guide.title')}
        lead={t('cm.guide.lead', { budget: params.budget })}
        extra={
          <Link to={`/cmOnlineB?case=${chosen.id}`}>
            <Button type="primary" icon={<PlayCircleOutlined />}>
              {t('cm.guide.practice')}
            </Button>
          </Link>
        }
      />
      <Card size="small">
        <div className="cm-case-picker">
          <Typography.Text id="cm-case-picker-label" strong>
            {t('cm.guide.chooseCase')}
          </Typography.Text>
          <Segmented
            aria-labelledby="cm-case-picker-label"
            value={chosen.id}
            onChange={(id) => setSearch({ case: String(id) }, { replace: true })}
            options={cases.map((c) => ({ value: c.id, label: <span className="cm-case-picker__option">{say(c.title, locale)}</span> }))}
            data-testid="cm-case-picker"
          />
        </div>
      </Card>
      <CaseBriefing c={chosen} />
      <AdoptionGuide params={params} />
      <LeverGuide params={params} />
      <LevelsGuide params={params} />
    </div>
  );
}
