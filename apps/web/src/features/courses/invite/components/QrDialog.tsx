import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { call } from '../../../../api/client';
import { keyOf } from '../../../../api/endpointHooks';
import { failureText } from '../../../../lib/forms';
import { absoluteUrl } from '../links';

const qr = api.invitations.createQR;

/** The QR image of an invite code's join link (from the server), with a download. */
export function QrDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const { t } = useTranslation('courseDetail');
  const image = useQuery({
    queryKey: keyOf(qr, { code }),
    queryFn: () => call(qr, { code: code! }),
    enabled: !!code,
    staleTime: Infinity,
  });
  return (
    <Modal open={!!code} onCancel={onClose} footer={null} title={t('invite.qrTitle', { code })} destroyOnHidden width={360} data-testid="qr-dialog">
      <div className="qr-modal">
        {image.isPending && <Skeleton.Image active className="qr-modal__image" />}
        {image.isError && <Typography.Text type="danger">{failureText(image.error) ?? t('invite.qrFailed')}</Typography.Text>}
        {image.data && (
          <>
            <img src={image.data.dataUrl} alt={t('invite.qrAlt', { code })} className="qr-modal__image" data-testid="qr-image" />
            <Typography.Text type="secondary">{t('invite.qrHint')}</Typography.Text>
            <Typography.Text copyable={{ text: absoluteUrl(image.data.joinUrl) }} className="qr-modal__link">
              {absoluteUrl(image.data.joinUrl)}
            </Typography.Text>
            <Button type="primary" icon={<DownloadOutlined />} href={image.data.dataUrl} download={`invite-${image.data.code}.png`}>
              {t('invite.qrDownload')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
