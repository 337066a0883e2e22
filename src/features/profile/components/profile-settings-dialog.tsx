// The profile settings popup: photo, first name, AI response length and languages, Save Changes; the password; your data.
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField, SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { LanguagePicker } from '@/components/language-picker';
import { LANGUAGES, RESPONSE_LENGTHS } from '@/config/constants';
import { currentLanguage } from '@/i18n/i18n';
import { LOCALE_OF } from '@/i18n/languages';
import { useUpdateProfileLanguage } from '@/data/profile/update-profile-language';
import { useAuth } from '@/data/auth/auth-context';
import { useFirstName } from '@/data/profile/get-first-name';
import { useProfile, type Profile } from '@/data/profile/get-profile';
import { profileSettingsSchema, useUpdateProfileSettings, type ProfileSettingsInput } from '@/data/profile/update-profile-settings';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfilePhotoField } from '@/features/profile/components/profile-photo-field';
import { FactsAboutMeSection } from '@/features/profile/components/facts-about-me-section';
import { StandingRulesSection } from '@/features/profile/components/standing-rules-section';

const FORM_ID = 'profile-settings-form';

/** The interview languages named in the app's language ("French" / "français"), by the browser's Intl data. */
function languageOptions(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return LANGUAGES.map(({ code, label }) => {
    const name = names.of(code) ?? label;
    return { value: code, label: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) };
  });
}

function SettingsForm({ userId, profile, firstName, onSaved }: { userId: string; profile: Profile; firstName: string; onSaved: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const save = useUpdateProfileSettings();
  const languages = languageOptions(LOCALE_OF[currentLanguage()]);
  const lengthOptions = RESPONSE_LENGTHS.map(({ value }) => ({ value, label: t(`lengths.${value}`) }));
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
          toast.success(t('settings.saved'));
          onSaved();
        },
        onError: (error) => toast.error(error.message || t('settings.saveFailed')),
      },
    ),
  );

  return (
    <>
      <form id={FORM_ID} noValidate onSubmit={handleSubmit} className="mt-5 space-y-4" aria-label={t('settings.title')}>
        {save.error && <ErrorAlert>{save.error.message || t('settings.saveFailed')}</ErrorAlert>}
        <InputField label={t('settings.firstName')} autoComplete="given-name" required error={errors.firstName?.message} {...form.register('firstName')} />
        <SelectField
          label={t('settings.responseLength')}
          options={lengthOptions}
          error={errors.aiResponseLength?.message}
          {...form.register('aiResponseLength')}
        />
        <SelectField
          label={t('settings.interviewLanguage')}
          options={languages}
          error={errors.interviewLanguage?.message}
          {...form.register('interviewLanguage')}
        />
        <SelectField
          label={t('settings.responseLanguage')}
          options={languages}
          error={errors.aiResponseLanguage?.message}
          {...form.register('aiResponseLanguage')}
        />
      </form>
      <div className="mt-6 flex justify-end gap-2 border-t border-slate-100 pt-4">
        <DialogClose asChild>
          <Button variant="secondary">{t('common:cancel')}</Button>
        </DialogClose>
        <Button type="submit" form={FORM_ID} isPending={save.isPending} pendingLabel={t('settings.saving')}>
          {t('settings.save')}
        </Button>
      </div>
    </>
  );
}

function SettingsBody({ onSaved, dataSection }: { onSaved: () => void; dataSection?: ReactNode }) {
  // 'auth' too: the password rule and the forms' checks read its validation texts, and a page opened straight on a
  // signed-in screen (a reload, a returning person) has not loaded it, so they read as raw keys.
  const { t } = useTranslation(['profile', 'common', 'auth']);
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const saveLanguage = useUpdateProfileLanguage();
  const firstName = useFirstName(user);

  if (!user) return <ErrorAlert>{t('settings.notSignedIn')}</ErrorAlert>;
  if (profile.isPending) return <Spinner label={t('settings.loading')} />;
  if (profile.isError) {
    return (
      <ErrorAlert title={t('settings.loadFailed')}>
        <p>{profile.error.message}</p>
        <Button variant="link" className="mt-1 text-red-800" onClick={() => void profile.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </ErrorAlert>
    );
  }
  return (
    <>
      {/* The app language applies and is saved at once: the rest of the popup is then read in it. */}
      <LanguagePicker
        className="mb-5"
        label={t('settings.appLanguage')}
        onChange={(language) =>
          saveLanguage.mutate({ userId: user.id, language }, { onError: (error) => toast.error(error.message || t('errors.languageNotSaved')) })
        }
      />
      <ProfilePhotoField photoUrl={profile.data.photo_url} firstName={firstName} />
      <SettingsForm userId={user.id} profile={profile.data} firstName={firstName} onSaved={onSaved} />
      <FactsAboutMeSection userId={user.id} />
      <StandingRulesSection />
      <ChangePasswordForm />
      {dataSection}
    </>
  );
}

/** `dataSection`: the "Your data" section (export, import, delete the account), composed in by the app. */
export function ProfileSettingsDialog({ open, onOpenChange, dataSection }: { open: boolean; onOpenChange: (open: boolean) => void; dataSection?: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('settings.title')} description={t('settings.description')}>
      {open && <SettingsBody onSaved={() => onOpenChange(false)} dataSection={dataSection} />}
    </Dialog>
  );
}
