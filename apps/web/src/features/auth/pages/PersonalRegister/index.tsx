import { RegisterForm } from '../../components/RegisterForm';

/** `/personalRegister`: a student registers. */
export default function PersonalRegisterPage() {
  return <RegisterForm type="personal" />;
}
