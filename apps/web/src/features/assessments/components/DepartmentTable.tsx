import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANONYMITY_THRESHOLD, communication } from '@sandtable/sim/assessments';
import type { CompanyData, Instrument } from '@sandtable/shared/contracts/assessments';
import { useLocale } from '../../../i18n/useLocale';
import { headlineNames } from '../headline';
import { langOf } from '../hooks';

type Row = CompanyData['departments'][number];

/** What a mean of an instrument's department summary is of: a role, style, mode, domain or level — the communication test's means are its two axes and the styles' strength. */
function useMeanName(instrument: Instrument) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  return (key: string) => {
    if (instrument !== 'communication') return headlineNames(instrument, [key], lang);
    const axis = communication.AXES.find((a) => a.id === key);
    return axis ? axis.name[lang] : t('companyData.strength');
  };
}

/** A department's name on the dashboard (its people without one: "no department"). */
export function useDepartmentName() {
  const { t } = useTranslation('assessment');
  return (d: string | null) => d ?? t('oh.noDepartment');
}

/** A department below the anonymity threshold on a dashboard table: its name and count, nothing derived from its results. */
export function WithheldRow({ row, span, testId }: { row: Row; span: number; testId: string }) {
  const { t } = useTranslation('assessment');
  const departmentName = useDepartmentName();
  return (
    <tr data-testid={testId} className="oh-heat__withheld">
      <th scope="row" className="oh-heat__dept">
        {departmentName(row.department)}
        <span className="oh-heat__dept-note">{t('oh.heat.withheldShort')}</span>
      </th>
      <td className="oh-heat__count">{row.count}</td>
      <td colSpan={span}>{t('oh.heat.withheld', { count: row.count, needed: ANONYMITY_THRESHOLD })}</td>
    </tr>
  );
}

/**
 * A company dashboard's table for a test other than organisation health (which has its heat map):
 * departments as rows, the test's means as columns (team roles as a share of points, the other
 * tests in their own scores), and which of its roles, styles or modes is most often the strongest.
 * A department below the anonymity threshold is one row with its count. The same scrolling table
 * as the heat map: caption, row and column headers, the department column staying in view.
 */
export function DepartmentTable({ instrument, departments }: { instrument: Instrument; departments: readonly Row[] }) {
  const { t } = useTranslation('assessment');
  const lang = langOf(useLocale());
  const meanName = useMeanName(instrument);
  const keys = Object.keys(departments.find((d) => d.mean)?.mean ?? {});
  const hasStrongest = departments.some((d) => d.strongest);
  const figure = (v: number) => (instrument === 'team_role' ? `${Math.round(v)}%` : v.toFixed(1));
  const mostOften = (counts: Record<string, number>) => {
    const top = Math.max(...Object.values(counts));
    return top > 0 ? headlineNames(instrument, Object.keys(counts).filter((k) => counts[k] === top), lang) : '—';
  };
  const name = t(`instrument.${instrument}`);
  const departmentName = useDepartmentName();
  return (
    <>
      <Typography.Text strong id="department-table-title" className="oh-heat__title">
        {t('companyData.caption', { name })}
      </Typography.Text>
      <div className="oh-heat__scroll" role="region" aria-labelledby="department-table-title" tabIndex={0} data-testid="department-table">
        <table className="oh-heat">
          <caption className="sr-only">{t('companyData.caption', { name })}</caption>
          <thead>
            <tr>
              <th scope="col" className="oh-heat__dept">{t('oh.heat.department')}</th>
              <th scope="col" className="oh-heat__count">{t('oh.heat.count')}</th>
              {keys.map((k) => (
                <th scope="col" key={k}>{meanName(k)}</th>
              ))}
              {hasStrongest && <th scope="col">{t('companyData.mostOften')}</th>}
            </tr>
          </thead>
          <tbody>
            {departments.map((d) => {
              const key = d.department ?? '';
              if (!d.mean) return <WithheldRow key={key} row={d} span={keys.length + (hasStrongest ? 1 : 0)} testId={`department-row-${key}`} />;
              return (
                <tr key={key} data-testid={`department-row-${key}`}>
                  <th scope="row" className="oh-heat__dept">{departmentName(d.department)}</th>
                  <td className="oh-heat__count">{d.count}</td>
                  {keys.map((k) => (
                    <td key={k} className="oh-heat__cell">{figure(d.mean![k])}</td>
                  ))}
                  {hasStrongest && <td className="oh-heat__weakest">{d.strongest ? mostOften(d.strongest) : '—'}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Typography.Paragraph type="secondary" className="oh-heat__note">
        {t(instrument === 'team_role' ? 'companyData.noteShare' : 'companyData.note')}
      </Typography.Paragraph>
    </>
  );
}
