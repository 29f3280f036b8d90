import { LegalDocument } from '../../components/LegalDocument';

/** `/privacy`: the privacy policy (public). */
export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
