import { contractMessage } from '@domestique/contract/messages';
import { LoaderCircle, Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { type DraftField, fieldProblem, type ProfileDraft } from '../profile-draft.ts';
import { HeartRateFields } from './heart-rate-fields.tsx';
import {
  AgeField,
  EmailField,
  ExperienceField,
  type FieldErrors,
  FtpField,
  GoalField,
  NameField,
  PreferencesFields,
  WeightField,
} from './profile-fields.tsx';

const ALL_FIELDS: DraftField[] = [
  'name',
  'email',
  'age',
  'weight',
  'ftp',
  'lthr',
  'maxHr',
  'restingHr',
  'experienceLevel',
  'primaryGoal',
];

type Props = {
  initialDraft: ProfileDraft;
  saving: boolean;
  serverErrors: FieldErrors;
  /** Saves; resolves once done (ok or not), so leaving is allowed meanwhile. */
  onSave: (draft: ProfileDraft) => Promise<void>;
};

/** `draft` moved onto `next`: each field the rider left as it was saved takes the new value; edits are kept. */
function rebaseDraft(draft: ProfileDraft, saved: ProfileDraft, next: ProfileDraft): ProfileDraft {
  const out = { ...draft } as Record<DraftField, unknown>;
  for (const field of Object.keys(next) as DraftField[])
    if (draft[field] === saved[field]) out[field] = next[field];
  return out as ProfileDraft;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card p-5 sm:p-7">
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

/** The settings editor: the wizard's fields on one page, the same rules, server field errors beside their inputs. */
export function ProfileEditor({ initialDraft, saving, serverErrors, onSave }: Props) {
  const { t } = useTranslation(['settings', 'profile']);
  const language = useLanguage();
  const [draft, setDraft] = useState(initialDraft);
  // What is saved, to tell unsaved edits apart (the editor is remounted after the rider's own save).
  const [saved, setSaved] = useState(initialDraft);
  const submitting = useRef(false);
  const [showAll, setShowAll] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<DraftField>>(new Set());

  // The profile changed under the editor — the browser's time zone stored on a first visit, the language chosen in
  // the header — so fields the rider has not edited follow it and their edits stay (remounting lost what they typed).
  const incoming = JSON.stringify(initialDraft);
  const [base, setBase] = useState(incoming);
  if (incoming !== base) {
    setBase(incoming);
    setDraft((current) => rebaseDraft(current, saved, initialDraft));
    setSaved(initialDraft);
  }

  const dirty = (Object.keys(draft) as DraftField[]).some((field) => draft[field] !== saved[field]);
  useLeaveGuard(dirty, t('settings:unsaved.confirm'), () => submitting.current);

  const touch = (field: DraftField) => setTouched((current) => new Set(current).add(field));
  const change = (patch: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch) as DraftField[]) {
      touch(field);
      setEdited((current) => new Set(current).add(field));
    }
  };

  const errors: FieldErrors = {};
  for (const field of [...ALL_FIELDS, 'weightUnit', 'coachGender', 'interfaceLanguage'] as DraftField[]) {
    const server = edited.has(field) ? null : serverErrors[field];
    const problem = showAll || touched.has(field) ? fieldProblem(field, draft) : null;
    errors[field] = server ?? (problem ? contractMessage(problem, language) : null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowAll(true);
    setEdited(new Set());
    const invalid = ALL_FIELDS.find((field) => fieldProblem(field, draft) !== null);
    if (invalid) {
      window.requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    submitting.current = true;
    void onSave(draft).finally(() => {
      submitting.current = false;
    });
  };

  const props = { draft, onChange: change, onBlur: touch, errors };
  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="profile-editor">
      <Group title={t('settings:groups.about')}>
        <NameField {...props} />
        <EmailField {...props} />
        <AgeField {...props} />
      </Group>
      <Group title={t('settings:groups.body')}>
        <WeightField {...props} />
        <FtpField {...props} />
      </Group>
      <Group title={t('settings:groups.heartRate')}>
        <HeartRateFields {...props} />
      </Group>
      <Group title={t('settings:groups.riding')}>
        <ExperienceField {...props} />
        <GoalField {...props} />
      </Group>
      <Group title={t('settings:groups.preferences')}>
        <PreferencesFields {...props} />
      </Group>
      {/* Save sits after the form; with unsaved edits it becomes a bar pinned to the bottom of the screen, opaque and
          full width on a phone (a floating button there covered the text scrolling beneath it). */}
      <div
        className={
          dirty
            ? 'sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-line bg-surface px-4 py-3 shadow-[0_-8px_24px_-16px_rgb(0_0_0/0.35)] sm:bottom-3 sm:mx-0 sm:rounded-2xl sm:border'
            : 'flex justify-end'
        }
        data-testid="settings-save-bar"
        data-dirty={dirty}
      >
        {dirty && (
          <p className="text-sm font-semibold" role="status">
            {t('settings:unsaved.bar')}
          </p>
        )}
        <button
          type="submit"
          disabled={saving}
          className={buttonClass('primary', dirty ? 'md' : 'lg', 'shrink-0')}
          data-testid="settings-save"
        >
          {saving ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Save className="size-4" aria-hidden="true" />
          )}
          {t('settings:save')}
        </button>
      </div>
    </form>
  );
}
