import { useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Radio, Space, Typography } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { Certificate, CourseDetail } from '@sandtable/shared/contracts/courses';
import type { Locale } from '@sandtable/shared/i18n/locales';
import { formFailure, zodRule } from '../../../../lib/forms';
import { useLocale } from '../../../../i18n/useLocale';
import { useGenerateCertificate } from '../hooks';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

interface Values {
  name: string;
  locale: Locale;
}

const NAME = api.courses.certificateGenerate.request.shape.name;

/** A learner may have a certificate once they completed their course (the server has the last word). */
export function certificateOpen(detail: CourseDetail): boolean {
  const me = detail.me;
  if (!me) return false;
  return !!me.certificate || me.progress === 'completed' || (detail.course.status === 'completed' && me.progress !== 'gave_up');
}

/**
 * The certificate (spec §2): the name to print (prefilled with the learner's), the language, the
 * generate button, and a preview with its number, the PDF and the public verification page.
 */
export function CertificateSection({ detail, userName }: { detail: CourseDetail; userName: string }) {
  const { t } = useTranslation('courseDetail');
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const generate = useGenerateCertificate(detail.course.id);
  const [failure, setFailure] = useState<string | null>(null);
  const certificate = detail.me?.certificate ?? null;
  const open = certificateOpen(detail);

  const onFinish = (values: Values) => {
    setFailure(null);
    generate.mutate({ name: values.name.trim(), locale: values.locale }, { onError: (error) => setFailure(formFailure(form, error)) });
  };

  return (
    <div className="certificate-section" data-testid="certificate-section">
      <Typography.Title level={4} className="section-heading__title">
        {t('menu.certificate')}
      </Typography.Title>
      {!open ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={detail.me?.progress === 'gave_up' ? t('certificate.gaveUp') : t('certificate.notYet')} data-testid="certificate-closed" />
      ) : (
        <div className="certificate-section__body">
          <Form<Values>
            form={form}
            layout="vertical"
            className="certificate-form"
            onFinish={onFinish}
            initialValues={{ name: certificate?.name ?? userName, locale: certificate?.locale ?? locale }}
            data-testid="certificate-form"
          >
            <Typography.Paragraph type="secondary">{t('certificate.lead')}</Typography.Paragraph>
            {failure && <Alert type="error" showIcon title={failure} className="form-dialog__failure" role="alert" />}
            <Form.Item name="name" label={t('certificate.name')} rules={[zodRule(NAME, 'name')]} extra={t('certificate.nameHint')}>
              <Input maxLength={TEXT_MAX.certificateName} data-testid="certificate-name" />
            </Form.Item>
            <Form.Item name="locale" label={t('certificate.language')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'zh-CN', label: t('certificate.zh') },
                  { value: 'en-US', label: t('certificate.en') },
                ]}
                data-testid="certificate-locale"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<SafetyCertificateOutlined />} loading={generate.isPending} data-testid="certificate-generate">
              {certificate ? t('certificate.regenerate') : t('certificate.generate')}
            </Button>
          </Form>
          {certificate ? <CertificatePreview certificate={certificate} /> : <div className="certificate-preview certificate-preview--empty">{t('certificate.previewEmpty')}</div>}
        </div>
      )}
    </div>
  );
}

/** How the certificate reads: number, holder, course, institution, date; its PDF and verify page. */
export function CertificatePreview({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation('courseDetail');
  return (
    <Card className="certificate-preview" data-testid="certificate-preview" lang={certificate.locale}>
      <div className="certificate-preview__seal">
        <SafetyCertificateOutlined />
      </div>
      <div className="certificate-preview__kind">{/* The certificate's own language, whatever the page's. */}
        {t('certificate:pdf.title', { lng: certificate.locale })}</div>
      <div className="certificate-preview__name" data-testid="certificate-holder">
        {certificate.name}
      </div>
      <div className="certificate-preview__course">{certificate.courseName}</div>
      {certificate.institution && <div className="certificate-preview__institution">{certificate.institution}</div>}
      <dl className="certificate-preview__facts">
        <dt>{t('certificate.number')}</dt>
        <dd className="tabular" data-testid="certificate-number">
          {certificate.number}
        </dd>
        <dt>{t('certificate.issuedOn')}</dt>
        <dd className="tabular">{certificate.issuedOn}</dd>
      </dl>
      <Space wrap className="certificate-preview__links">
        <Button type="primary" icon={<DownloadOutlined />} href={certificate.pdfUrl} target="_blank" rel="noopener" data-testid="certificate-pdf">
          {t('certificate.download')}
        </Button>
        <Button icon={<SafetyOutlined />} href={certificate.verifyUrl} target="_blank" rel="noopener" data-testid="certificate-verify">
          {t('certificate.verify')}
        </Button>
      </Space>
    </Card>
  );
}
