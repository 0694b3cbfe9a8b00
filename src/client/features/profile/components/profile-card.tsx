import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '#client/components/ui/card.tsx';
import { EmployeeAvatar } from '#client/components/ui/employee-avatar.tsx';
import { showServerFieldErrors } from '#client/lib/show-server-field-errors.ts';
import { employeeTypeLabel } from '#shared/domain/employee-type.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { PROFILE_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  PROFILE_FIELDS,
  type ProfileFormInput,
  ProfileFormSchema,
  type ProfileFormValues,
  profileChanges,
  toProfileFormInput,
} from '../profile-form-values.ts';
import { ProfileFields } from './profile-fields.tsx';

/** /profile: who you are, then 'Edit Profile' -> 'Cancel' / 'Save Changes'. */
export function ProfileCard({ me }: { me: CurrentEmployee }) {
  const [editing, setEditing] = useState(false);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: toProfileFormInput(me),
  });
  // Back to view mode showing what is stored: the server's answer, or the profile as it was.
  const leaveEditing = (shown: CurrentEmployee) => {
    form.reset(toProfileFormInput(shown));
    setEditing(false);
  };
  const update = useUpdateProfile({
    onSaved: leaveEditing,
    onFailed: (error) => showServerFieldErrors(form.setError, error, PROFILE_FIELDS),
  });
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // A refresh of the stored profile shows in view mode; it never overwrites what is being typed.
  const editingNow = useRef(editing);
  editingNow.current = editing;
  useEffect(() => {
    if (!editingNow.current) form.reset(toProfileFormInput(me));
  }, [me, form]);

  // Keyboard users land where they were: the phone when editing starts, 'Edit Profile' when it ends.
  useEffect(() => {
    if (editing) form.setFocus('phone');
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, form]);

  const submit = form.handleSubmit((values) => {
    if (update.isPending) return;
    const changes = profileChanges(me, values);
    if (Object.keys(changes).length === 0) {
      leaveEditing(me);
      return;
    }
    update.mutate(changes);
  });

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center gap-4">
        <EmployeeAvatar
          name={me.name}
          photo={me.photo}
          colorTheme={me.colorTheme}
          size="md"
          className="size-16 text-xl"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 className="text-xl font-semibold break-words">{me.name}</h2>
          <p className="text-sm text-muted-foreground">{employeeTypeLabel(me.employeeType)}</p>
          <p className="text-sm break-all text-muted-foreground">{me.email}</p>
        </div>
        {!editing && (
          <div className="self-center">
            <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              {PROFILE_TEXTS.edit}
            </Button>
          </div>
        )}
      </CardHeader>
      <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={update.isPending}>
        <CardContent>
          <ProfileFields me={me} form={form} editing={editing} />
        </CardContent>
        {editing && (
          <CardFooter className="flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => leaveEditing(me)}>
              {PROFILE_TEXTS.cancel}
            </Button>
            <Button type="submit" loading={update.isPending} loadingText={PROFILE_TEXTS.saving}>
              {PROFILE_TEXTS.save}
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}
