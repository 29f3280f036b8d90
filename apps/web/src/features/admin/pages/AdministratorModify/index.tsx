import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../../components/PageHeading';
import { ProfileSections } from '../../../people/components/ProfileSections';
import { useIsChiefAdmin } from '../../../people/hooks';
import { BrandingsPanel } from '../../components/BrandingsPanel';
import '../../admin.css';

/** `/administrator-modifiy`: the administrator's own account and (chief admin) the partner brandings. */
export default function AdministratorModifyPage() {
  const { t } = useTranslation('people');
  const isChiefAdmin = useIsChiefAdmin();
  return (
    <>
      <PageHeading title={t('menu:administratorModify')} lead={t(isChiefAdmin ? 'settings.leadChief' : 'settings.lead')} />
      <div className="stack">
        <section aria-labelledby="settings-account">
          <Typography.Title level={4} id="settings-account" className="settings__section-title">
            {t('settings.account')}
          </Typography.Title>
          <ProfileSections />
        </section>
        {isChiefAdmin && <BrandingsPanel />}
      </div>
    </>
  );
}
