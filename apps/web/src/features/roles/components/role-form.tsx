import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { TRoleView } from '@portal/shared/contracts/roles';
import { PERMISSIONS } from '@portal/shared/domain/permissions';
import { USER_KINDS, type TUserKind } from '@portal/shared/domain/user-kinds';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import type { TSaveRole } from '../api/save-role';
import { PermissionChecklist } from './permission-checklist';
import {
  AREA_ACCESS_PERMISSIONS,
  ROLE_RULES,
  toRoleSave,
  toRoleValues,
  type TRoleFormValues,
} from './role-values';

const FIELDS = ['name', 'kind', 'label', 'permissions'];

/**
 * Adds a role or edits one. The kind is chosen once; a default role keeps its name, and the
 * super administrator keeps every permission (the server refuses otherwise).
 */
export function RoleForm({
  role,
  onSubmit,
  onCancel,
}: {
  role: TRoleView | null;
  onSubmit: (save: TSaveRole) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('roles');
  const form = useRulesForm<TRoleFormValues>({
    initialValues: toRoleValues(role),
    rules: ROLE_RULES,
  });
  const isNew = role === null;
  const kind = (USER_KINDS as readonly string[]).includes(form.values.kind)
    ? (form.values.kind as TUserKind)
    : 'admin';
  const fieldErrors = form.submitError ? readServerFieldErrors(form.submitError) : null;
  const isShownUnderInputs =
    fieldErrors !== null && Object.keys(fieldErrors).some((field) => FIELDS.includes(field));

  return (
    <RulesForm form={form} onSubmit={(values) => onSubmit(toRoleSave(values, role))}>
      <Stack gap="md">
        {form.submitError && !isShownUnderInputs ? (
          <Alert color="red" role="alert">
            {form.submitError instanceof Error
              ? form.submitError.message
              : String(form.submitError)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <FormTextInput name="label" label={t('form.label')} autoComplete="off" />
          <FormTextInput
            name="name"
            label={t('form.name')}
            description={role?.isDefault ? t('form.nameFixed') : t('form.nameHint')}
            disabled={role?.isDefault === true}
            autoComplete="off"
          />
          <FormSelect
            name="kind"
            label={t('form.kind')}
            allowDeselect={false}
            disabled={!isNew}
            data={USER_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            onChange={(next) => {
              const nextKind = (USER_KINDS as readonly string[]).includes(next ?? '')
                ? (next as TUserKind)
                : 'admin';
              const allowed = new Set<string>(PERMISSIONS[nextKind]);
              const kept = form.values.permissions.filter((name) => allowed.has(name));
              form.setValue(
                'permissions',
                kept.length > 0 ? kept : [AREA_ACCESS_PERMISSIONS[nextKind]],
              );
            }}
          />
        </SimpleGrid>
        <PermissionChecklist kind={kind} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {isNew ? t('form.create') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
