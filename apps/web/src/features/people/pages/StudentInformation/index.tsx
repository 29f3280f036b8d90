import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../../components/PageHeading';
import { ProfileSections } from '../../components/ProfileSections';

/** `/student-information`: every user's own profile. */
export default function StudentInformationPage() {
  const { t } = useTranslation('people');
  return (
    <>
      <PageHeading title={t('menu:studentInformation')} lead={t('profile.lead')} />
      <ProfileSections />
    </>
  );
}
