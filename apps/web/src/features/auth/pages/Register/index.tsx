import { RegisterForm } from '../../components/RegisterForm';

/** `/register`: a company registers with its administrator (spec §2). */
export default function RegisterPage() {
  return <RegisterForm type="enterprise" />;
}
