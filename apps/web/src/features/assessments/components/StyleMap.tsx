import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { communication } from '@sandtable/sim/assessments';

/**
 * The communication-style map: a square of the four styles' quadrants (assertiveness left to right,
 * responsiveness bottom to top) with the person's point at their two axis scores. An image with a
 * text alternative (its title and description say where the point is); the figures are in the
 * axes' table beside it.
 */
export function StyleMap({ assertiveness, responsiveness, style, lang }: { assertiveness: number; responsiveness: number; style: communication.StyleId; lang: 'zh' | 'en' }) {
  const { t } = useTranslation('assessment');
  const id = useId();
  const size = 240;
  const padX = 48;
  const padY = 28;
  const half = size / 2;
  const at = (score: number) => (half * score) / communication.AXIS_MAX;
  const pole = (p: communication.PoleId) => communication.POLE_NAMES[p][lang];
  return (
    <svg className="style-map" viewBox={`0 0 ${size + 2 * padX} ${size + 2 * padY}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid="cs-map">
      <title id={`${id}-title`}>{t('cs.map')}</title>
      <desc id={`${id}-desc`}>
        {t('cs.mapAlt', { assertiveness, responsiveness, style: communication.styleOf(style).name[lang] })}
      </desc>
      <g transform={`translate(${padX} ${padY})`}>
        {communication.STYLES.map((s) => {
          const x = s.assertiveness > 0 ? half : 0;
          const y = s.responsiveness > 0 ? 0 : half;
          const mine = s.id === style;
          return (
            <g key={s.id} data-style={s.id}>
              <rect x={x} y={y} width={half} height={half} fill={mine ? '#e6f0ff' : '#f5f7fa'} stroke="#d9dde6" />
              <text x={s.assertiveness > 0 ? x + half - 8 : x + 8} y={s.responsiveness > 0 ? y + 18 : y + half - 10} textAnchor={s.assertiveness > 0 ? 'end' : 'start'} fontSize="13" fontWeight={mine ? 700 : 400} fill="#1f2a44">
                {s.name[lang]}
              </text>
            </g>
          );
        })}
        <line x1={half} y1={0} x2={half} y2={size} stroke="#5c6478" />
        <line x1={0} y1={half} x2={size} y2={half} stroke="#5c6478" />
        <circle cx={half + at(assertiveness)} cy={half - at(responsiveness)} r={7} fill="#1677ff" stroke="#fff" strokeWidth={2} data-testid="cs-point" />
      </g>
      <g fontSize="12" fill="#3d4557">
        <text x={padX + half} y={padY - 8} textAnchor="middle">{pole('people')}</text>
        <text x={padX + half} y={padY + size + 18} textAnchor="middle">{pole('task')}</text>
        <text x={padX - 6} y={padY + half + 4} textAnchor="end">{pole('asks')}</text>
        <text x={padX + size + 6} y={padY + half + 4} textAnchor="start">{pole('tells')}</text>
      </g>
    </svg>
  );
}
