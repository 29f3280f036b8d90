import { LegalDocument } from '../../components/LegalDocument';

/** `/agreement`: the user agreement (public). */
export default function AgreementPage() {
  return <LegalDocument doc="agreement" />;
}
