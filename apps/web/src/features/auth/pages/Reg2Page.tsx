import { RegisterForm } from '../components/RegisterForm.tsx';

/** /reg2: second registration variant (password confirmation, back-to-login button). */
export function Reg2Page() {
  return <RegisterForm variant="reg2" />;
}
