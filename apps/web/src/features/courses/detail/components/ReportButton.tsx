import { useState } from 'react';
import { App, Button, List, Modal } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { RESOURCE_TYPE } from '@sandtable/shared/rules/constants';
import { call } from '../../../../api/client';
import { TimeText } from '../../../../components/format';
import { failureText } from '../../../../lib/forms';

type Resource = Awaited<ReturnType<typeof fetchReports>>[number];

/** The course's reports: resources of its type (10002 market and team synergy, 10003 change). */
function fetchReports(course: Pick<CourseSummary, 'id' | 'courseType'>) {
  const type = course.courseType === 'CM' ? RESOURCE_TYPE.CM : RESOURCE_TYPE.MS;
  return call(api.courses.resources, { resourcesTypeList: [type], otherId: course.id }).then((r) => r.list);
}

/**
 * Opens the course's report. None: the toast "no report available" (spec §7); one: it opens;
 * several: a list to choose from.
 */
export function ReportButton({ course, size }: { course: Pick<CourseSummary, 'id' | 'courseType'>; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('courseDetail');
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);
  const [several, setSeveral] = useState<Resource[] | null>(null);

  const open = async () => {
    setLoading(true);
    try {
      const list = await fetchReports(course);
      if (list.length === 0) void message.info(t('course:noReport'));
      else if (list.length === 1) window.open(list[0].resourcesUrl, '_blank', 'noopener');
      else setSeveral(list);
    } catch (error) {
      const text = failureText(error);
      if (text) void message.error(text);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button icon={<FileTextOutlined />} size={size} loading={loading} onClick={() => void open()} data-testid="report-button">
        {t('report.button')}
      </Button>
      <Modal open={several !== null} title={t('report.choose')} footer={null} onCancel={() => setSeveral(null)}>
        <List
          dataSource={several ?? []}
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
