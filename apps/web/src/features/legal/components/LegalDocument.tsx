import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface LegalSection {
  heading: string;
  body: string;
}

/** A legal text from the `legal` namespace: title, date, intro, then numbered sections. */
export function LegalDocument({ doc }: { doc: 'agreement' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Record<string, LegalSection>;
  return (
    <Card className="legal">
      <Typography>
        <Typography.Title level={1} className="legal__title">
          {t(`${doc}.title`)}
        </Typography.Title>
        <Typography.Text type="secondary">{t('updated', { date: t(`${doc}.updated`) })}</Typography.Text>
        {paragraphs(t(`${doc}.intro`)).map((p, i) => (
          <Typography.Paragraph key={i} className={i === 0 ? 'legal__intro' : undefined}>
            {p}
          </Typography.Paragraph>
        ))}
        {Object.entries(sections).map(([key, section], index) => (
          <section key={key} id={`${doc}-${key}`}>
            <Typography.Title level={2} className="legal__heading">
              {index + 1}. {section.heading}
            </Typography.Title>
            {paragraphs(section.body).map((p, i) => (
              <Typography.Paragraph key={i}>{p}</Typography.Paragraph>
            ))}
          </section>
        ))}
      </Typography>
    </Card>
  );
}

/** Paragraphs are separated by a blank line in the JSON. */
const paragraphs = (text: string) => text.split('\n\n');
