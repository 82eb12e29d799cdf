import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  zSettingsSectionResponse,
  type TSettingsSection,
  type TSettingsSectionResponse,
  type TSettingsValue,
} from '@portal/shared/contracts/settings-sections';
import type { ZodType } from 'zod';
import { api } from '../../../lib/api-client';
import { settingsQueryKey } from '../../../lib/settings';

export const settingsSectionKeys = {
  all: ['settings-sections'] as const,
  section: (section: TSettingsSection) => [...settingsSectionKeys.all, section] as const,
};

function responseSchema<S extends TSettingsSection>(section: S) {
  return zSettingsSectionResponse(section) as unknown as ZodType<TSettingsSectionResponse<S>>;
}

export function getSettingsSection<S extends TSettingsSection>(section: S) {
  return api.get(`/api/admin/settings/${section}`, { schema: responseSchema(section) });
}

export function saveSettingsSection<S extends TSettingsSection>(
  section: S,
  value: TSettingsValue<S>,
) {
  return api.put(`/api/admin/settings/${section}`, value, { schema: responseSchema(section) });
}

export function getSettingsSectionQueryOptions<S extends TSettingsSection>(section: S) {
  return queryOptions({
    queryKey: settingsSectionKeys.section(section),
    queryFn: () => getSettingsSection(section),
  });
}

export function useSettingsSection<S extends TSettingsSection>(section: S) {
  return useQuery(getSettingsSectionQueryOptions(section));
}

/**
 * Saves a section. The answer replaces the cached section, and the shell's public settings
 * (company name, Tools menu) are read again so this browser shows the change at once.
 */
export function useSaveSettingsSection<S extends TSettingsSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: TSettingsValue<S>) => saveSettingsSection(section, value),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsSectionKeys.section(section), saved);
      await queryClient.invalidateQueries({ queryKey: settingsQueryKey });
    },
  });
}
