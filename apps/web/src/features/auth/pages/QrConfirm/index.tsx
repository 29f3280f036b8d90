import { useNavigate, useSearchParams } from 'react-router';
import { Button, Descriptions, Result, Space, Spin } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { signinEndpoints } from '@sandtable/shared/contracts/signin';
import { call } from '../../../../api/client';
import { useSessionInfo } from '../../../../api/hooks';
import { HOME_PATH } from '../../../../app/routes';
import { failureText } from '../../../../lib/forms';
import { AuthCard } from '../../components/AuthCard';
import { describeUserAgent } from '../../userAgent';

/**
 * `/qr-confirm?token=…`: the page a phone opens from a desktop's QR code. Opening it marks the
 * code scanned (the desktop shows "confirm on your phone"); the user then approves or cancels.
 */
export default function QrConfirmPage() {
  const { t } = useTranslation('signin');
  const token = useSearchParams()[0].get('token') ?? '';
  // A query rather than a mutation: scanning is idempotent, and a re-render must not scan again.
  const scan = useQuery({
    queryKey: [signinEndpoints.qrScan.path, token],
    queryFn: () => call(signinEndpoints.qrScan, { token }),
    enabled: token !== '',
    staleTime: Infinity,
  });
  const confirm = useMutation({ mutationFn: (approve: boolean) => call(signinEndpoints.qrConfirm, { token, approve }) });
  const user = useSessionInfo().data?.user;

  if (!token) return <Outcome status="warning" title={t('confirm.invalidTitle')} text={t('confirm.noToken')} />;
  if (scan.isPending) return <Spin size="large" className="auth-spin" />;
  if (scan.isError) return <Outcome status="warning" title={t('confirm.invalidTitle')} text={failureText(scan.error) ?? undefined} />;
  if (confirm.isSuccess) {
    return confirm.variables ? (
      <Outcome status="success" title={t('confirm.approved')} text={t('confirm.approvedText')} />
    ) : (
      <Outcome status="info" title={t('confirm.cancelledTitle')} text={t('confirm.cancelledText')} />
    );
  }
  if (confirm.isError) return <Outcome status="warning" title={t('confirm.invalidTitle')} text={failureText(confirm.error) ?? undefined} />;

  const { status, desktopIp, desktopUserAgent } = scan.data;
  if (status === 'cancelled') return <Outcome status="info" title={t('confirm.cancelledTitle')} text={t('confirm.cancelledText')} />;
  if (status !== 'pending' && status !== 'scanned') return <Outcome status="warning" title={t('confirm.usedTitle')} text={t('confirm.usedText')} />;

  return (
    <AuthCard title={t('confirm.title')} lead={user && t('confirm.lead', { name: user.name })}>
      <div className="qr-confirm__device">
        <DesktopOutlined className="qr-confirm__icon" />
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'ip', label: t('confirm.ip'), children: desktopIp ?? t('confirm.unknown') },
            {
              key: 'browser',
              label: t('confirm.browser'),
              children: describeUserAgent(desktopUserAgent, (browser, system) => t('confirm.browserOn', { browser, system })) ?? t('confirm.unknown'),
            },
          ]}
          data-testid="qr-desktop"
        />
      </div>
      <Space orientation="vertical" size={12} className="full-width">
        <Button type="primary" size="large" block loading={confirm.isPending && confirm.variables === true} disabled={confirm.isPending} onClick={() => confirm.mutate(true)}>
          {t('confirm.approve')}
        </Button>
        <Button size="large" block loading={confirm.isPending && confirm.variables === false} disabled={confirm.isPending} onClick={() => confirm.mutate(false)}>
          {t('confirm.cancel')}
        </Button>
      </Space>
    </AuthCard>
  );
}

function Outcome({ status, title, text }: { status: 'success' | 'info' | 'warning'; title: string; text?: string }) {
  const { t } = useTranslation('signin');
  const navigate = useNavigate();
  return (
    <AuthCard>
      <Result
        status={status}
        title={title}
        subTitle={text}
        extra={<Button onClick={() => void navigate(HOME_PATH)}>{t('confirm.home')}</Button>}
        data-testid="qr-confirm-result"
      />
    </AuthCard>
  );
}
