import type { ReactNode } from 'react';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChangeCase, CmPosition, CmPreview, LeverPlay, TeamRoundResult } from '@sandtable/sim/change';
import { PlayBuilder } from './PlayBuilder';
import { AdoptionCurve, OrgStatus, RoundLog } from './RoundReport';
import { StakeholderMap } from './StakeholderMap';

/**
 * A team's play screen, the same for the live course (/cmOnline) and the practice (/cmOnlineB):
 * the organisation (status and map), the round's plays with the live budget, the round log and the
 * adoption curve. `position` null: no round to play (the game is over); `onChange` absent: read-only.
 */
export function Board({
  c,
  position,
  history,
  plays,
  preview,
  onChange,
  footer,
  roundLabel,
}: {
  c: ChangeCase;
  position: CmPosition | null;
  history: readonly TeamRoundResult[];
  plays: readonly LeverPlay[];
  preview: CmPreview | null;
  onChange?: (plays: LeverPlay[]) => void;
  footer?: ReactNode;
  /** The round's name (the live course's practice and official rounds); by default "round N". */
  roundLabel?: string;
}) {
  const { t } = useTranslation('game');
  const last = history[history.length - 1];
  const people = position?.people ?? last?.people ?? [];
  const targeted = new Set(plays.filter((p) => p.target !== null).map((p) => p.target!));
  return (
    <div className="stack">
      <Card title={t('cm.play.orgTitle')} data-testid="cm-org">
        {position && <OrgStatus position={position} />}
        <StakeholderMap c={c} people={people} targeted={targeted} />
      </Card>
      {position && preview && (
        <Card title={t('cm.play.roundTitle', { round: roundLabel ?? t('cm.play.roundN', { round: position.round }) })} data-testid="cm-round">
          <PlayBuilder c={c} position={position} plays={plays} preview={preview} onChange={onChange} footer={footer} />
        </Card>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <RoundLog c={c} history={history} />
        </Col>
        <Col xs={24} xl={12}>
          <AdoptionCurve history={history} />
        </Col>
      </Row>
    </div>
  );
}
