import { AuthForm } from '@/features/auth/components/auth-form';

export default function SignupRoute() {
  return <AuthForm key="signup" mode="signup" />;
}
