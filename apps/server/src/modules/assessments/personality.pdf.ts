import { personality } from '@sandtable/sim/assessments';
import type { Locale } from '@sandtable/shared/i18n/index';
import type { PersonalityReportView } from '@sandtable/shared/contracts/assessments';
import { translator } from '../../lib/i18n';
import { PDF_COLOURS, startSelfReportPdf } from './self-report.pdf';

/**
 * The personality report as PDF (A4 portrait, Noto Sans SC embedded, like the other reports): the
 * same figures as /bf-report — the score per domain with percentile, band and a bar, the note that
 * the norm is provisional, then per domain what the band means at work (strengths, what to watch).
 * Texts: assessment.json `bf.*`; domain names and descriptions from the instrument.
 */
const { ink: INK, muted: MUTED, accent: BAR, line: LINE } = PDF_COLOURS;

type DomainId = personality.DomainId;

export async function renderPersonalityPdf(r: PersonalityReportView, courseName: string | null, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const lang = locale === 'zh-CN' ? 'zh' : 'en';
  const profile = r.profile!;
  const { doc, done, x0, width: W, footer } = await startSelfReportPdf({ title: t('assessment:bf.pdfTitle'), name: r.name, courseName, lead: t('assessment:bf.reportLead'), footer: t('assessment:bf.pdfFooter') });

  doc.moveDown(0.6);

  // The table: domain, score, percentile, band, with a bar on the 10–50 scale; in the instrument's order.
  const cols = [x0, x0 + 130, x0 + 185, x0 + 255];
  const barX = x0 + 370;
  const barW = W - 370;
  const span = personality.RAW_MAX - personality.RAW_MIN;
  let y = doc.y + 4;
  doc.font('bold').fontSize(10).fillColor(INK);
  [t('assessment:bf.domain'), t('assessment:bf.score'), t('assessment:bf.percentile'), t('assessment:bf.band')].forEach((h, i) => doc.text(h, cols[i], y, { width: i === 3 ? 110 : i === 0 ? 125 : 65 }));
  y += 20;
  for (const id of personality.DOMAIN_IDS) {
    doc.moveTo(x0, y - 4).lineTo(x0 + W, y - 4).lineWidth(0.5).strokeColor(LINE).stroke();
    const raw = profile.scores.raw[id] ?? personality.RAW_MIN;
    doc.font('regular').fontSize(10).fillColor(INK).text(personality.domainOf(id).name[lang], cols[0], y, { width: 125 });
    doc.text(String(raw), cols[1], y, { width: 50 });
    doc.text(String(profile.percentile[id]), cols[2], y, { width: 60 });
    doc.text(personality.DOMAIN_BAND_NAMES[profile.bands[id]][lang], cols[3], y, { width: 110 });
    doc.rect(barX, y + 3, Math.max(1, (barW * (raw - personality.RAW_MIN)) / span), 6).fill(BAR);
    y += 22;
  }
  doc.moveTo(x0, y - 4).lineTo(x0 + W, y - 4).lineWidth(0.5).strokeColor(LINE).stroke();
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t('assessment:bf.norm'), x0, y + 2, { width: W });
  doc.moveDown(1);

  // What each band means at work; a domain that would not fit starts a new page.
  for (const id of personality.DOMAIN_IDS) {
    const d = personality.domainOf(id as DomainId);
    const band = d.bands[profile.bands[id]];
    if (doc.y > doc.page.height - 200) {
      footer();
      doc.addPage();
      doc.y = 48;
    }
    doc.font('bold').fontSize(12).fillColor(INK).text(`${d.name[lang]} · ${personality.DOMAIN_BAND_NAMES[profile.bands[id]][lang]}`, x0, doc.y, { width: W });
    doc.font('regular').fontSize(9).fillColor(MUTED).text(d.essence[lang], { width: W });
    doc.fontSize(10).fillColor(INK).text(band.summary[lang], { width: W });
    doc.text(`${t('assessment:bf.strengths')}: ${band.strengths[lang]}`, { width: W });
    doc.text(`${t('assessment:bf.watchOut')}: ${band.watchOut[lang]}`, { width: W });
    doc.moveDown(0.8);
  }
  footer();
  doc.end();
  return done;
}
