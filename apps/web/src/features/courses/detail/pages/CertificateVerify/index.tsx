import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Input, Result, Skeleton } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { call } from '../../../../../api/client';
import { keyOf } from '../../../../../api/endpointHooks';
import { failureText } from '../../../../../lib/forms';
import '../../detail.css';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';

const verify = api.courses.certificateVerify;

/** `/certificate-verify?number=`: the public page a certificate's QR code opens. */
export default function CertificateVerifyPage() {
  const { t } = useTranslation('certificate');
  const [params, setParams] = useSearchParams();
  const number = (params.get('number') ?? '').trim();
  const [typed, setTyped] = useState(number);
  useEffect(() => setTyped(number), [number]);
  const result = useQuery({
    queryKey: keyOf(verify, { number }),
    queryFn: ({ signal }) => call(verify, { number }, { signal }),
    enabled: number.length > 0,
    staleTime: 60_000,
  });

  const search = (value: string) => {
    const next = value.trim();
    if (next) setParams({ number: next });
  };

  let body = null;
  if (!number) body = null;
  else if (result.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (result.isError) body = <Result status="warning" title={t('verify.failed')} subTitle={failureText(result.error) ?? undefined} />;
  else if (result.data.genuine) {
    const r = result.data;
    body = (
      <Result
        icon={<CheckCircleFilled className="verify-ok" />}
        title={t('verify.genuine')}
        subTitle={t('verify.genuineText')}
        data-testid="verify-genuine"
        extra={
          <Descriptions
            bordered
            size="small"
            column={1}
            className="verify-facts"
            items={[
              { key: 'number', label: t('verify.number'), children: <span className="tabular">{number}</span> },
              { key: 'name', label: t('verify.name'), children: <span data-testid="verify-name">{r.name}</span> },
              { key: 'course', label: t('verify.course'), children: r.courseName },
              { key: 'institution', label: t('verify.institution'), children: r.institution ?? '—' },
              { key: 'date', label: t('verify.date'), children: <span className="tabular">{r.issuedOn}</span> },
            ]}
          />
        }
      />
    );
  } else {
    body = <Result icon={<CloseCircleFilled className="verify-bad" />} title={t('verify.notGenuine')} subTitle={t('verify.notGenuineText', { number })} data-testid="verify-not-genuine" />;
  }

  return (
    <Card className="verify-card" title={t('verify.title')} data-testid="certificate-verify">
      <p className="verify-lead">{t('verify.lead')}</p>
      <Input.Search
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={search}
        enterButton={t('verify.check')}
        placeholder={t('verify.placeholder')}
        maxLength={TEXT_MAX.certificateNumber}
        allowClear
        data-testid="verify-input"
      />
      <div className="verify-result">{body}</div>
    </Card>
  );
}
