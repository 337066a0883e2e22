import { AuthForm } from '@/features/auth/components/auth-form';

export default function LoginRoute() {
  return <AuthForm key="signin" mode="signin" />;
}
