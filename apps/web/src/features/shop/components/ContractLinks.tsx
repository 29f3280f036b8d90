import { Button, Space } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORDER_FILE_PATHS } from '@sandtable/shared/contracts/order';

const contractUrl = (id: number, lang: 'zh' | 'en') => `${ORDER_FILE_PATHS.contract}?id=${id}&lang=${lang}`;

/** An order's purchase contract as PDF, in Chinese and in English. */
export function ContractLinks({ orderId }: { orderId: number }) {
  const { t } = useTranslation('shop');
  return (
    <Space wrap>
      <Button icon={<FilePdfOutlined />} href={contractUrl(orderId, 'zh')} target="_blank" rel="noopener" lang="zh-CN" data-testid="contract-zh">
        {t('contract.linkZh')}
      </Button>
      <Button icon={<FilePdfOutlined />} href={contractUrl(orderId, 'en')} target="_blank" rel="noopener" lang="en-US" data-testid="contract-en">
        {t('contract.linkEn')}
      </Button>
    </Space>
  );
}
