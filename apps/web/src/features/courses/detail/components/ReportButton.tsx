import { useState } from 'react';
import { Button, List, Modal } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { RESOURCE_TYPE } from '@sandtable/shared/rules/constants';
import { useEndpointQuery } from '../../../../api/endpointHooks';
import { TimeText } from '../../../../components/format';

/**
 * The course's report, shown only when one exists: resources of the course's type (10002 market
 * and team synergy, 10003 change) for it. One opens directly; several open a list to choose from.
 * No report (or the lookup failed): no button, never a button that leads nowhere.
 */
export function ReportButton({ course, size }: { course: Pick<CourseSummary, 'id' | 'courseType'>; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('courseDetail');
  const type = course.courseType === 'CM' ? RESOURCE_TYPE.CM : RESOURCE_TYPE.MS;
  const reports = useEndpointQuery(api.courses.resources, { resourcesTypeList: [type], otherId: course.id }).data?.list ?? [];
  const [choosing, setChoosing] = useState(false);

  if (reports.length === 0) return null;
  if (reports.length === 1) {
    return (
      <Button icon={<FileTextOutlined />} size={size} href={reports[0].resourcesUrl} target="_blank" rel="noopener noreferrer" data-testid="report-button">
        {t('report.button')}
      </Button>
    );
  }
  return (
    <>
      <Button icon={<FileTextOutlined />} size={size} onClick={() => setChoosing(true)} data-testid="report-button">
        {t('report.button')}
      </Button>
      <Modal open={choosing} title={t('report.choose')} footer={null} onCancel={() => setChoosing(false)}>
        <List
          dataSource={reports}
          renderItem={(item) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <a href={item.resourcesUrl} target="_blank" rel="noopener noreferrer">
                    {item.name}
                  </a>
                }
                description={<TimeText value={item.createdAt} />}
              />
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
