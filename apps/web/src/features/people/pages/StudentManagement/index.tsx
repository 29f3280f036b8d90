import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Tabs } from 'antd';
import { FileExcelOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../../app/access';
import { PageHeading } from '../../../../components/PageHeading';
import { CompaniesPanel } from '../../components/CompaniesPanel';
import { ImportDialog } from '../../components/ImportDialog';
import { StudentsPanel } from '../../components/StudentsPanel';
import { useIsChiefAdmin } from '../../hooks';
import '../../people.css';

type Tab = 'students' | 'companies';

/** `/student-management`: the accounts the user manages, adding and importing them, and companies. */
export default function StudentManagementPage() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const flags = useAccess();
  const isChiefAdmin = useIsChiefAdmin();
  // The tab is in the address, so back from another page returns to it.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'companies' && flags['company:manage'] ? 'companies' : 'students';
  const [importing, setImporting] = useState(false);

  const tabs = [
    { key: 'students', label: t('students.tab'), children: <StudentsPanel /> },
    ...(flags['company:manage'] ? [{ key: 'companies', label: t(isChiefAdmin ? 'companies.tab' : 'companies.myTab'), children: <CompaniesPanel /> }] : []),
  ];

  return (
    <>
      <PageHeading
        title={t('menu:studentManagement')}
        lead={t(isChiefAdmin ? 'students.leadAdmin' : 'students.leadEnterprise')}
        extra={
          <>
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => navigate('/new-add-student')} data-testid="add-students">
              {t('students.add')}
            </Button>
            <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)} data-testid="import-students">
              {t('students.import')}
            </Button>
          </>
        }
      />
      <Card className="people-tabs page-card">
        <Tabs activeKey={tab} onChange={(key) => setParams(key === 'students' ? {} : { tab: key }, { replace: true })} items={tabs} destroyOnHidden />
      </Card>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
