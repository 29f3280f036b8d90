import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orgHealth, PERCENTILE_BAND_NAMES, PERCENTILE_BANDS, type PercentileBand } from '@sandtable/sim/assessments';
import type { CompanyData } from '@sandtable/shared/contracts/assessments';
import { useLocale } from '../../../i18n/useLocale';
import { langOf } from '../hooks';
import { useDepartmentName, WithheldRow } from './DepartmentTable';

type Row = CompanyData['departments'][number];

/**
 * The organisation-health heat map of the company dashboard (/evaluation/company/selectData.json):
 * departments as rows, the nine outcome areas as columns, each cell the department's mean score with
 * its band against the norm — the band written in the cell and its colour only repeating it (never
 * the only carrier). A department below the anonymity threshold is one row saying so, with its count.
 * A real table (caption, column and row headers) in a scrolling region that a keyboard can reach,
 * the department column staying in view as it scrolls on a phone.
 */
export function OrgHealthHeatMap({ departments }: { departments: readonly Row[] }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const areaName = (id: orgHealth.AreaId) => orgHealth.areaOf(id).name[lang];
  const band = (b: PercentileBand) => PERCENTILE_BAND_NAMES[b][lang];
  const departmentName = useDepartmentName();
  return (
    <>
      <div className="oh-heat__legend" data-testid="oh-heat-legend">
        <span>{t('oh.heat.legend')}</span>
        {PERCENTILE_BANDS.map((b) => (
          <span key={b} className={`oh-heat__swatch oh-band--${b}`}>
            {band(b)}
          </span>
        ))}
      </div>
      {/* The title stays put above the scrolling table (a caption would scroll away with it on a phone); the caption, for screen readers, names the table. */}
      <Typography.Text strong id="oh-heat-title" className="oh-heat__title">
        {t('oh.heat.caption')}
      </Typography.Text>
      <div className="oh-heat__scroll" role="region" aria-labelledby="oh-heat-title" tabIndex={0} data-testid="oh-heat">
        <table className="oh-heat">
          <caption className="sr-only">{t('oh.heat.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="oh-heat__dept">{t('oh.heat.department')}</th>
              <th scope="col" className="oh-heat__count">{t('oh.heat.count')}</th>
              {orgHealth.AREA_IDS.map((id) => (
                <th scope="col" key={id}>{areaName(id)}</th>
              ))}
              <th scope="col">{t('oh.heat.weakest')}</th>
            </tr>
          </thead>
          <tbody>
            {departments.map((d) => {
              const key = d.department ?? '';
              if (!d.mean) return <WithheldRow key={key} row={d} span={orgHealth.AREA_IDS.length + 1} testId={`oh-heat-row-${key}`} />;
              const profile = orgHealth.orgHealthProfile({ raw: d.mean as Record<orgHealth.AreaId, number> });
              return (
                <tr key={key} data-testid={`oh-heat-row-${key}`}>
                  <th scope="row" className="oh-heat__dept">{departmentName(d.department)}</th>
                  <td className="oh-heat__count">{d.count}</td>
                  {orgHealth.AREA_IDS.map((id) => {
                    const b = profile.bands[id] as PercentileBand;
                    return (
                      <td key={id} className={`oh-heat__cell oh-band--${b}`} data-testid={`oh-heat-${key}-${id}`}>
                        <span className="oh-heat__score">{profile.scores.raw[id].toFixed(1)}</span>
                        <span className="oh-heat__band">{band(b)}</span>
                      </td>
                    );
                  })}
                  <td className="oh-heat__weakest">{areaName(profile.weakest[0] as orgHealth.AreaId)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Typography.Paragraph type="secondary" className="oh-heat__note">{t('oh.norm')}</Typography.Paragraph>
    </>
  );
}
