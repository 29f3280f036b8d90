import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { App, Button, Card, Form, Result, Select, Space, Typography } from 'antd';
import { ReadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { activeCaseList, caseOf, defaultChangeParams, LEVEL_KEYS, type LevelKey } from '@sandtable/sim/change';
import { PageHeading } from '../../../../components/PageHeading';
import { useLocale } from '../../../../i18n/useLocale';
import { local } from '../../../../lib/storage';
import { Board } from '../../components/Board';
import { say, submittable } from '../../model';
import { newPractice, playRound, practiceFinished, practicePosition, practicePreview, PRACTICE_ROUNDS, readPractice, type Practice } from '../../practice';
import '../../cm.css';

const STORAGE_KEY = 'cmPractice';

/**
 * `/cmOnlineB`: the self-paced practice (docs/decisions/web-cm.md) — one learner, the engine in the
 * browser, a round settles when they play it; kept in the browser between visits.
 */
export default function CmOnlineBPage() {
  const { t } = useTranslation('game');
  const [practice, setPractice] = useState<Practice | null>(() => readPractice(local.get(STORAGE_KEY)));
  useEffect(() => {
    if (practice) local.set(STORAGE_KEY, JSON.stringify(practice));
    else local.remove(STORAGE_KEY);
  }, [practice]);
  return (
    <div className="stack cm" data-testid="cm-practice">
      <PageHeading
        title={t('cm.b.title')}
        lead={t('cm.b.lead', { rounds: PRACTICE_ROUNDS })}
        extra={
          <Space wrap>
            <Link to={`/cmOnlineGuide${practice ? `?case=${practice.params.caseId}` : ''}`}>
              <Button icon={<ReadOutlined />}>{t('cm.b.guide')}</Button>
            </Link>
            {practice && <RestartButton onRestart={() => setPractice(null)} />}
          </Space>
        }
      />
      {practice ? <PracticeGame practice={practice} onChange={setPractice} /> : <StartPractice onStart={setPractice} />}
    </div>
  );
}

function RestartButton({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation('game');
  const { modal } = App.useApp();
  return (
    <Button
      icon={<ReloadOutlined />}
      onClick={() => modal.confirm({ title: t('cm.b.restartTitle'), content: t('cm.b.restartText'), okText: t('cm.b.restart'), cancelText: t('common:action.cancel'), onOk: onRestart })}
      data-testid="cm-restart"
    >
      {t('cm.b.restart')}
    </Button>
  );
}

function StartPractice({ onStart }: { onStart: (p: Practice) => void }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const [search] = useSearchParams();
  const [form] = Form.useForm<{ caseId: string; level: LevelKey }>();
  const initialCase = caseOf(search.get('case') ?? '')?.id ?? defaultChangeParams.caseId;
  return (
    <Card title={t('cm.b.startTitle')} data-testid="cm-practice-start">
      <Typography.Paragraph>{t('cm.b.startText')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ caseId: initialCase, level: defaultChangeParams.level }}
        onFinish={(v) => onStart(newPractice(v.caseId, v.level, Math.floor(Math.random() * 2 ** 31)))}
        className="cm-start-form"
      >
        <Form.Item name="caseId" label={t('cm.guide.chooseCase')}>
          <Select options={activeCaseList().map((c) => ({ value: c.id, label: say(c.title, locale) }))} data-testid="cm-practice-case" />
        </Form.Item>
        <Form.Item name="level" label={t('cm.guide.level')}>
          <Select options={LEVEL_KEYS.map((k) => ({ value: k, label: t(`cm.level.${k}.name`) }))} data-testid="cm-practice-level" />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="cm-practice-begin">
          {t('cm.b.begin')}
        </Button>
      </Form>
    </Card>
  );
}

function PracticeGame({ practice, onChange }: { practice: Practice; onChange: (p: Practice) => void }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const c = caseOf(practice.params.caseId)!;
  const finished = practiceFinished(practice);
  const preview = finished ? null : practicePreview(practice);
  const last = practice.history[practice.history.length - 1];
  return (
    <>
      <Card size="small" data-testid="cm-practice-header">
        <div className="cm-header">
          <Typography.Title level={4} className="cm-header__title">
            {say(c.title, locale)}
          </Typography.Title>
          <span data-testid="cm-practice-round">
            {finished ? t('cm.b.finished') : t('cm.b.roundOf', { round: practice.history.length + 1, rounds: PRACTICE_ROUNDS })}
          </span>
          {last && <span>{t('cm.b.overall', { score: last.overallScore.toFixed(1) })}</span>}
        </div>
      </Card>
      {finished && last && (
        <Card>
          <Result status="success" title={t('cm.b.doneTitle', { score: last.overallScore.toFixed(1) })} subTitle={t('cm.b.doneText', { adopted: last.counts.adopted, people: c.stakeholders.length })} data-testid="cm-practice-done" />
        </Card>
      )}
      <Board
        c={c}
        position={finished ? null : practicePosition(practice)}
        history={practice.history}
        plays={practice.plays}
        preview={preview}
        onChange={(plays) => onChange({ ...practice, plays })}
        footer={
          preview && (
            <div className="cm-builder__footer">
              <Button type="primary" disabled={!submittable(preview)} onClick={() => onChange(playRound(practice))} data-testid="cm-play-round">
                {t('cm.b.playRound')}
              </Button>
              {!submittable(preview) && <Typography.Text type="secondary">{t('cm.play.fixFirst')}</Typography.Text>}
            </div>
          )
        }
      />
    </>
  );
}
