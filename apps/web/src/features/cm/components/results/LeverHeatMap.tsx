import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { heatShade, leverHeat, type ResultRound } from '../../results';

/**
 * The lever-use heat map: levers × rounds, each cell the number of times the lever took effect in
 * the round. A real table (its own text alternative): the count is written in every cell, the
 * shade only repeats it (colour is never the only cue).
 */
export function LeverHeatMap({ rounds }: { rounds: readonly ResultRound[] }) {
  const { t } = useTranslation('game');
  const heat = leverHeat(rounds);
  if (heat.rows.length === 0) return <Empty description={t('cm.results.heat.empty')} />;
  return (
    <div className="cm-heat" tabIndex={0} role="region" aria-label={t('cm.results.heat.title')} data-testid="cm-heat">
      <table>
        <caption>{t('cm.results.heat.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cm.results.heat.lever')}</th>
            {heat.rounds.map((n) => (
              <th scope="col" key={n}>
                {t('cm.results.roundShort', { round: n })}
              </th>
            ))}
            <th scope="col">{t('cm.results.heat.total')}</th>
          </tr>
        </thead>
        <tbody>
          {heat.rows.map((row) => (
            <tr key={row.lever} data-lever={row.lever}>
              <th scope="row">{t(`cm.lever.${row.lever}.name`)}</th>
              {row.counts.map((count, i) => (
                <td key={i} className={`cm-heat__cell cm-heat__cell--${heatShade(count, heat.max)}`}>
                  {count > 0 ? count : <span aria-label={t('cm.results.heat.none')}>·</span>}
                </td>
              ))}
              <td className="cm-heat__total">{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
