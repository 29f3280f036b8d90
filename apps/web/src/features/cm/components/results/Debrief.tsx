import { Alert, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChangeCase } from '@sandtable/sim/change';
import { useLocale } from '../../../../i18n/useLocale';
import { say } from '../../model';
import { debrief, type ResultRound } from '../../results';
import { PHASES } from '../../model';

/**
 * The debrief of a team's game (issue 12): what it reached, the moments that decided it (phases,
 * critical mass, champions), its choices (favourite and unused levers, plays out of season, points
 * wasted), who is still missing at the end — each finding a sentence from the engine's log, and
 * questions to talk over that point back at them.
 */
export function Debrief({ c, rounds, teams }: { c: ChangeCase; rounds: readonly ResultRound[]; teams: number }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  const d = debrief(c, rounds);
  if (!d) return null;
  const name = (id: string) => {
    const p = c.stakeholders.find((s) => s.id === id);
    return p ? say(p.name, locale) : id;
  };
  const list = (ids: readonly string[]) => ids.map(name).join(t('cm.guide.listSeparator'));
  const levers = (keys: readonly string[]) => keys.map((k) => t(`cm.lever.${k}.name`)).join(t('cm.guide.listSeparator'));
  const findings: { key: string; text: string; tone: 'good' | 'bad' | 'plain' }[] = [];
  findings.push({
    key: 'result',
    tone: 'plain',
    text: t('cm.results.debrief.result', {
      rounds: d.rounds,
      score: d.final.overallScore.toFixed(1),
      rank: d.final.overallRank,
      teams,
      adopted: d.final.adopted,
      people: d.final.people,
      index: Math.round(d.final.adoptionIndex * 100),
    }),
  });
  for (const phase of PHASES.slice(1)) {
    const round = d.phaseReached[phase];
    findings.push(
      round
        ? { key: `phase-${phase}`, tone: 'good', text: t('cm.results.debrief.phaseReached', { phase: t(`cm.phase.${phase}`), round }) }
        : { key: `phase-${phase}`, tone: 'bad', text: t('cm.results.debrief.phaseMissed', { phase: t(`cm.phase.${phase}`) }) },
    );
  }
  findings.push(
    d.criticalMass
      ? { key: 'mass', tone: 'good', text: t('cm.results.debrief.mass', { round: d.criticalMass }) }
      : { key: 'mass', tone: 'bad', text: t('cm.results.debrief.noMass') },
  );
  if (d.criticalMassLost.length) findings.push({ key: 'massLost', tone: 'bad', text: t('cm.results.debrief.massLost', { rounds: d.criticalMassLost.join(t('cm.guide.listSeparator')) }) });
  findings.push(
    d.champions.length
      ? { key: 'champions', tone: 'good', text: t('cm.results.debrief.champions', { count: d.champions.length, names: list(d.champions) }) }
      : { key: 'champions', tone: 'bad', text: t('cm.results.debrief.noChampions') },
  );
  findings.push({
    key: 'credibility',
    tone: d.final.credibility >= d.final.credibilityStart ? 'good' : 'bad',
    text: t('cm.results.debrief.credibility', { from: Math.round(d.final.credibilityStart), to: Math.round(d.final.credibility) }),
  });
  if (d.favourite.length) findings.push({ key: 'favourite', tone: 'plain', text: t('cm.results.debrief.favourite', { levers: levers(d.favourite), plays: d.plays }) });
  findings.push(
    d.outOfSeason.length
      ? { key: 'season', tone: 'bad', text: t('cm.results.debrief.outOfSeason', { count: d.outOfSeason.length, levers: levers([...new Set(d.outOfSeason.map((o) => o.lever))]) }) }
      : { key: 'season', tone: 'good', text: t('cm.results.debrief.inSeason') },
  );
  if (d.wasted) findings.push({ key: 'wasted', tone: 'bad', text: t('cm.results.debrief.wasted', { count: d.wasted }) });
  if (d.turnedResistant || d.wonBack) findings.push({ key: 'resistance', tone: d.wonBack >= d.turnedResistant ? 'good' : 'bad', text: t('cm.results.debrief.resistance', { turned: d.turnedResistant, won: d.wonBack }) });
  if (d.holdouts.length)
    findings.push({
      key: 'holdouts',
      tone: 'bad',
      text: t('cm.results.debrief.holdouts', { names: d.holdouts.map((h) => t('cm.results.debrief.holdout', { name: name(h.id), state: t(`cm.state.${h.state}`) })).join(t('cm.guide.listSeparator')) }),
    });
  if (d.unused.length) findings.push({ key: 'unused', tone: 'plain', text: t('cm.results.debrief.unused', { levers: levers(d.unused) }) });

  return (
    <Card title={t('cm.results.debrief.title')} size="small" data-testid="cm-debrief">
      <Typography.Paragraph type="secondary">{t('cm.results.debrief.lead')}</Typography.Paragraph>
      <ul className="cm-debrief">
        {findings.map((f) => (
          <li key={f.key} className={`cm-log__line cm-log__line--${f.tone}`} data-finding={f.key}>
            {f.text}
          </li>
        ))}
      </ul>
      <Alert
        type="info"
        showIcon
        title={t('cm.results.debrief.discuss')}
        description={
          <ol className="cm-debrief__questions">
            <li>{t('cm.results.debrief.q1')}</li>
            <li>{t('cm.results.debrief.q2')}</li>
            <li>{t('cm.results.debrief.q3')}</li>
          </ol>
        }
      />
    </Card>
  );
}
