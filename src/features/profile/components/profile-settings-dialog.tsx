// The profile settings popup: photo, first name, AI response length and languages, Save Changes; the password; your data.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField, SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { LANGUAGES, RESPONSE_LENGTHS } from '@/config/constants';
import { firstNameOf, useAuth } from '@/data/auth/auth-context';
import { useProfile, type Profile } from '@/data/profile/get-profile';
import { profileSettingsSchema, useUpdateProfileSettings, type ProfileSettingsInput } from '@/data/profile/update-profile-settings';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfilePhotoField } from '@/features/profile/components/profile-photo-field';

const FORM_ID = 'profile-settings-form';
const languageOptions = LANGUAGES.map((l) => ({ value: l.code, label: l.label }));
const lengthOptions = RESPONSE_LENGTHS.map((r) => ({ value: r.value, label: r.label }));

function SettingsForm({ userId, profile, firstName, onSaved }: { userId: string; profile: Profile; firstName: string; onSaved: () => void }) {
  const save = useUpdateProfileSettings();
  // `values`: when the saved settings change underneath (an import into this account), untouched fields follow them,
  // so saving afterwards cannot put the old values back; what the person has typed stays.
  const form = useForm<ProfileSettingsInput>({
    resolver: zodResolver(profileSettingsSchema),
    values: {
      firstName,
      aiResponseLength: profile.ai_response_length,
      interviewLanguage: profile.interview_language,
      aiResponseLanguage: profile.ai_response_language,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  // On failure the form keeps every value typed: nothing is reset, the popup stays open.
  const handleSubmit = form.handleSubmit((input) =>
    save.mutate(
      { userId, input },
      {
        onSuccess: () => {
          toast.success('Settings saved');
          onSaved();
        },
        onError: (error) => toast.error(error.message || 'Failed to save settings'),
      },
    ),
  );

  return (
    <>
      <form id={FORM_ID} noValidate onSubmit={handleSubmit} className="mt-5 space-y-4" aria-label="Profile settings">
        {save.error && <ErrorAlert>{save.error.message || 'Failed to save settings'}</ErrorAlert>}
        <InputField label="First Name" autoComplete="given-name" required error={errors.firstName?.message} {...form.register('firstName')} />
        <SelectField label="AI Response Length" options={lengthOptions} error={errors.aiResponseLength?.message} {...form.register('aiResponseLength')} />
        <SelectField label="Interview Language" options={languageOptions} error={errors.interviewLanguage?.message} {...form.register('interviewLanguage')} />
        <SelectField label="AI Response Language" options={languageOptions} error={errors.aiResponseLanguage?.message} {...form.register('aiResponseLanguage')} />
      </form>
      <div className="mt-6 flex justify-end gap-2 border-t border-slate-100 pt-4">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" form={FORM_ID} isPending={save.isPending} pendingLabel="Saving…">
          Save Changes
        </Button>
      </div>
    </>
  );
}

function SettingsBody({ onSaved, dataSection }: { onSaved: () => void; dataSection?: ReactNode }) {
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const firstName = firstNameOf(user);

  if (!user) return <ErrorAlert>User not authenticated</ErrorAlert>;
  if (profile.isPending) return <Spinner label="Loading your settings" />;
  if (profile.isError) {
    return (
      <ErrorAlert title="Your settings could not be loaded">
        <p>{profile.error.message}</p>
        <Button variant="link" className="mt-1 text-red-800" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </ErrorAlert>
    );
  }
  return (
    <>
      <ProfilePhotoField photoUrl={profile.data.photo_url} firstName={firstName} />
      <SettingsForm userId={user.id} profile={profile.data} firstName={firstName} onSaved={onSaved} />
      <ChangePasswordForm />
      {dataSection}
    </>
  );
}

/** `dataSection`: the "Your data" section (export, import, delete the account), composed in by the app. */
export function ProfileSettingsDialog({ open, onOpenChange, dataSection }: { open: boolean; onOpenChange: (open: boolean) => void; dataSection?: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Profile settings" description="Your photo, name, how the AI answers you, your password, and your data.">
      {open && <SettingsBody onSaved={() => onOpenChange(false)} dataSection={dataSection} />}
    </Dialog>
  );
}
