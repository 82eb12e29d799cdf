import { Checkbox, Stack, Text } from '@mantine/core';
import { PERMISSIONS } from '@portal/shared/domain/permissions';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { useTranslation } from 'react-i18next';
import { useRulesField } from '../../../components/ui/use-rules-field';
import { describePermission } from './permission-description';

/**
 * One checkbox per permission the server checks for this kind of user (PERMISSIONS[kind]), each
 * with its description, held in the form's `permissions` field.
 */
export function PermissionChecklist({ kind, disabled }: { kind: TUserKind; disabled?: boolean }) {
  const { t } = useTranslation('roles');
  const label = t('form.permissions');
  const field = useRulesField({ name: 'permissions' }, label);
  const value = Array.isArray(field.value)
    ? field.value.filter((item): item is string => typeof item === 'string')
    : [];
  return (
    <Checkbox.Group
      label={label}
      description={t('form.permissionsHint')}
      value={value}
      error={field.error}
      onChange={(next) => field.commit(next)}
    >
      <Stack gap="xs" mt="xs">
        {PERMISSIONS[kind].map((name) => (
          <Checkbox
            key={name}
            value={name}
            disabled={disabled}
            label={
              <Text span size="sm">
                <code>{name}</code>
              </Text>
            }
            description={describePermission(t, name)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
