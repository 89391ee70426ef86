import { RegisterForm } from '../components/RegisterForm.tsx';

/** /reg: first registration variant (no password confirmation). */
export function RegPage() {
  return <RegisterForm variant="reg" />;
}
