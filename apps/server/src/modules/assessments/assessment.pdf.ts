import { teamRole } from '@sandtable/sim/assessments';
import type { Locale } from '@sandtable/shared/i18n/index';
import type { TeamRoleReportView } from '@sandtable/shared/contracts/assessments';
import { translator } from '../../lib/i18n';
import { pdfDocument } from '../../lib/pdf';
import { listOf } from '@sandtable/shared/format/list';

/** The team-role report as PDF (A4 portrait, Noto Sans SC embedded): the same figures as /belbinReport. Texts: assessment.json `pdf.*`, role names from the instrument. */
const INK = '#1f2a44';
const MUTED = '#5c6478';
const SELF = '#1677ff';
const OBS = '#fa8c16';
const LINE = '#d9dde6';

export async function renderTeamRolePdf(r: TeamRoleReportView, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const lang = locale === 'zh-CN' ? 'zh' : 'en';
  const { doc, done } = await pdfDocument({ size: 'A4', margin: 48, info: { Title: t('assessment:pdf.title'), Author: 'Sandtable', Subject: r.name } });
  const W = doc.page.width - 96;
  const x0 = 48;

  doc.font('bold').fontSize(20).fillColor(INK).text(t('assessment:pdf.title'), x0, 48, { width: W });
  doc.font('regular').fontSize(12).fillColor(MUTED).text(t('assessment:pdf.subject', { name: r.name }), { width: W });
  doc.moveDown(0.8);

  const observers = r.observers.status === 'shown' ? r.observers.scores : null;
  doc.font('regular').fontSize(10).fillColor(MUTED).text(
    observers ? t('assessment:report.observersShown', { count: r.observers.count }) : t('assessment:report.observersWithheld', { count: r.observers.count, needed: r.observers.status === 'withheld' ? r.observers.needed : 3 }),
    { width: W },
  );
  doc.moveDown(0.6);

  // The table: role, self %, observers %, overall %, band, with two bars.
  const cols = [x0, x0 + 150, x0 + 215, x0 + 290, x0 + 355];
  let y = doc.y + 4;
  doc.font('bold').fontSize(10).fillColor(INK);
  [t('assessment:report.role'), t('assessment:report.self'), t('assessment:report.observers'), t('assessment:report.overall'), t('assessment:report.band')].forEach((h, i) => doc.text(h, cols[i], y, { width: i === 0 ? 145 : 70 }));
  y += 20;
  for (const role of teamRole.ROLES) {
    doc.moveTo(x0, y - 4).lineTo(x0 + W, y - 4).lineWidth(0.5).strokeColor(LINE).stroke();
    const self = r.self?.percent[role.id];
    const obs = observers?.percent[role.id];
    const overall = r.overall?.percent[role.id];
    const band = r.bands?.[role.id] as teamRole.Band | undefined;
    doc.font(r.top.includes(role.id) ? 'bold' : 'regular').fontSize(10).fillColor(INK).text(role.name[lang], cols[0], y, { width: 145 });
    doc.font('regular').fillColor(INK);
    doc.text(self === undefined ? '–' : `${self}%`, cols[1], y, { width: 60 });
    doc.text(obs === undefined ? '–' : `${obs}%`, cols[2], y, { width: 70 });
    doc.text(overall === undefined ? '–' : `${overall}%`, cols[3], y, { width: 60 });
    doc.text(band ? teamRole.BAND_NAMES[band][lang] : '–', cols[4], y, { width: 70 });
    const barX = x0 + 420;
    const barW = W - 420;
    if (self !== undefined) doc.rect(barX, y + 1, (barW * Math.min(self, 50)) / 50, 5).fill(SELF);
    if (obs !== undefined) doc.rect(barX, y + 8, (barW * Math.min(obs, 50)) / 50, 5).fill(OBS);
    y += 22;
  }
  doc.moveTo(x0, y - 4).lineTo(x0 + W, y - 4).lineWidth(0.5).strokeColor(LINE).stroke();
  doc.rect(x0 + 420, y + 4, 8, 8).fill(SELF);
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t('assessment:report.self'), x0 + 432, y + 3);
  doc.rect(x0 + 420, y + 18, 8, 8).fill(OBS);
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t('assessment:report.observers'), x0 + 432, y + 17);
  y += 40;

  const para = (title: string, body: string) => {
    doc.font('bold').fontSize(12).fillColor(INK).text(title, x0, y, { width: W });
    doc.font('regular').fontSize(10).fillColor(INK).text(body, { width: W });
    y = doc.y + 10;
  };
  if (r.top.length) {
    para(t('assessment:report.top'), r.top.map((id) => { const role = teamRole.roleOf(id as teamRole.RoleId); return `${role.name[lang]}: ${role.contribution[lang]} ${t('assessment:report.watchOut')}: ${role.watchOut[lang]}`; }).join('\n'));
  }
  if (r.agreement) {
    const names = (ids: string[]) => (ids.length ? listOf(ids.map((id) => teamRole.roleOf(id as teamRole.RoleId).name[lang]), lang) : t('assessment:report.none'));
    para(
      t('assessment:report.agreement'),
      [
        `${teamRole.AGREEMENT_NAMES[r.agreement.level as 'low' | 'moderate' | 'high'][lang]} (${t('assessment:report.similarity', { value: r.agreement.similarity })})`,
        `${t('assessment:report.seenMoreByOthers')}: ${names(r.agreement.seenMoreByOthers)}`,
        `${t('assessment:report.seenMoreBySelf')}: ${names(r.agreement.seenMoreBySelf)}`,
      ].join('\n'),
    );
  }
  if (r.chosenRoles?.length) para(t('assessment:report.chosen'), listOf(r.chosenRoles.map((id) => teamRole.roleOf(id as teamRole.RoleId).name[lang]), lang));
  doc.font('regular').fontSize(8).fillColor(MUTED).text(t('assessment:pdf.footer'), x0, doc.page.height - 72, { width: W, align: 'center' });
  doc.end();
  return done;
}
